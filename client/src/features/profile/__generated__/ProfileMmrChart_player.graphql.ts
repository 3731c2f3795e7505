/**
 * @generated SignedSource<<4293519fca7d25d07d69f71cff3c3a55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileMmrChart_player$data = {
  readonly one: ReadonlyArray<{
    readonly mmr: number;
    readonly playedOn: any;
  }>;
  readonly two: ReadonlyArray<{
    readonly mmr: number;
    readonly playedOn: any;
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
    "name": "playedOn",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "mmr",
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
      "concreteType": "MmrPoint",
      "kind": "LinkedField",
      "name": "mmrHistory",
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
      "concreteType": "MmrPoint",
      "kind": "LinkedField",
      "name": "mmrHistory",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "658d0e99600e1e942d6ad525ccc9b303";

export default node;
