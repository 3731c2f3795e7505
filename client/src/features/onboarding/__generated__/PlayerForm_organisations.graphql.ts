/**
 * @generated SignedSource<<e17bb2d0822cabe5542a9a064f6ffb31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerForm_organisations$data = ReadonlyArray<{
  readonly departments: ReadonlyArray<string>;
  readonly id: string;
  readonly locations: ReadonlyArray<{
    readonly id: string;
    readonly lat: number;
    readonly long: number;
    readonly name: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "PlayerForm_organisations";
}>;
export type PlayerForm_organisations$key = ReadonlyArray<{
  readonly " $data"?: PlayerForm_organisations$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerForm_organisations">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PlayerForm_organisations",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "long",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "dc1ca06444c6f7cbf34739f1d65a293c";

export default node;
