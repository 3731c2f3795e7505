/**
 * @generated SignedSource<<0c3d198b4684e8d917045ff29a47d0e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DefaultDepartments_query$data = {
  readonly defaultDepartments: ReadonlyArray<string>;
  readonly " $fragmentType": "DefaultDepartments_query";
};
export type DefaultDepartments_query$key = {
  readonly " $data"?: DefaultDepartments_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DefaultDepartments_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DefaultDepartments_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultDepartments",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c235b08e1d8b1e19412b97b798f114d9";

export default node;
