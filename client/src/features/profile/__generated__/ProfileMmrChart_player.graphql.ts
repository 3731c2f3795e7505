/**
 * @generated SignedSource<<1659868d5442462e7b37bf46d4772033>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileMmrChart_player$data = {
  readonly one: ReadonlyArray<{
    readonly day: string;
    readonly high: number;
    readonly matches: number;
    readonly mmr: number;
  }>;
  readonly two: ReadonlyArray<{
    readonly day: string;
    readonly high: number;
    readonly matches: number;
    readonly mmr: number;
  }>;
  readonly " $fragmentType": "ProfileMmrChart_player";
};
export type ProfileMmrChart_player$key = {
  readonly " $data"?: ProfileMmrChart_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMmrChart_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "season",
  "variableName": "season"
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "day",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "mmr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "high",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "matches",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "season"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMmrChart_player",
  "selections": [
    {
      "alias": "one",
      "args": [
        {
          "kind": "Literal",
          "name": "mode",
          "value": 1
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "MmrDay",
      "kind": "LinkedField",
      "name": "mmrByDay",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "two",
      "args": [
        {
          "kind": "Literal",
          "name": "mode",
          "value": 2
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "MmrDay",
      "kind": "LinkedField",
      "name": "mmrByDay",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "38afc83e9c49f096b3754bfe8f7a5c21";

export default node;
