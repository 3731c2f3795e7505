/**
 * @generated SignedSource<<ada595c176f90fb701a6f81c64b5af6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GoalSource = "BELL" | "BUTTON" | "VOICE" | "%future added value";
export type LiveSide = "BLACKS" | "WHITES" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GoalTimeline_match$data = {
  readonly goals: ReadonlyArray<{
    readonly at: any;
    readonly side: LiveSide;
    readonly source: GoalSource;
  }>;
  readonly " $fragmentType": "GoalTimeline_match";
};
export type GoalTimeline_match$key = {
  readonly " $data"?: GoalTimeline_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoalTimeline_match">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoalTimeline_match",
  "selections": [
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
  "type": "Match",
  "abstractKey": null
};

(node as any).hash = "3dca63409751d1871410a5603eb7b5ab";

export default node;
