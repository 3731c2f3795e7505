/**
 * @generated SignedSource<<99d51cc5f21001e79138fb1f3388419a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditPlayer_player$data = {
  readonly department: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly location: {
    readonly id: string;
  } | null | undefined;
  readonly name: string;
  readonly nickname: string;
  readonly " $fragmentType": "EditPlayer_player";
};
export type EditPlayer_player$key = {
  readonly " $data"?: EditPlayer_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPlayer_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditPlayer_player",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "department",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "8d7df64c35d3fbf04e860f9b41bb5f2d";

export default node;
