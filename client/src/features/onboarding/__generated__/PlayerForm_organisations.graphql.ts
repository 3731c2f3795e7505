/**
 * @generated SignedSource<<83745bb7fe546430c9b0c62b15251824>>
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
    readonly lat: number | null | undefined;
    readonly long: number | null | undefined;
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
