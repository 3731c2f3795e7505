/**
 * @generated SignedSource<<62aeace4cd9c0dca69fdedc1419d24b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationDepartments_organisation$data = {
  readonly departments: ReadonlyArray<string>;
  readonly id: string;
  readonly ownDepartments: ReadonlyArray<string>;
  readonly " $fragmentType": "OrganisationDepartments_organisation";
};
export type OrganisationDepartments_organisation$key = {
  readonly " $data"?: OrganisationDepartments_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationDepartments_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganisationDepartments_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownDepartments",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "e5737695fa14fcc8044f2e47b06bad5c";

export default node;
