/**
 * @generated SignedSource<<b6fef3eecad1484fff4295cdc9fbb5bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GoalSource = "BELL" | "BUTTON" | "VOICE" | "%future added value";
export type LiveSide = "BLACKS" | "WHITES" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useLiveMode_liveGame$data = {
  readonly blacks: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly goals: ReadonlyArray<{
    readonly at: any;
    readonly side: LiveSide;
    readonly source: GoalSource;
  }>;
  readonly id: string;
  readonly mode: number;
  readonly scoreBlacks: number;
  readonly scoreWhites: number;
  readonly viewerCanScore: boolean;
  readonly whites: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "useLiveMode_liveGame";
};
export type useLiveMode_liveGame$key = {
  readonly " $data"?: useLiveMode_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLiveMode_liveGame">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLiveMode_liveGame",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreWhites",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreBlacks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "whites",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "blacks",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveGoal",
      "kind": "LinkedField",
      "name": "goals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};
})();

(node as any).hash = "ea1a6c7f2db9c2f73d8179f9a74ce514";

export default node;
