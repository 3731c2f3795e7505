/**
 * @generated SignedSource<<25acc5c3def9b0644c2095e410a8f666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationDetails_organisation$data = {
  readonly id: string;
  readonly isPublic: boolean;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly timeZone: string;
  readonly " $fragmentType": "OrganisationDetails_organisation";
};
export type OrganisationDetails_organisation$key = {
  readonly " $data"?: OrganisationDetails_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationDetails_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganisationDetails_organisation",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "e7844405b1a0268cc1aefd70cbfc9a47";

export default node;
