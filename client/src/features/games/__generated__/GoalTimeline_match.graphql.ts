/**
 * @generated SignedSource<<dfece66f52be84770078685808086897>>
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
    readonly replayPath: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replayPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Match",
  "abstractKey": null
};

(node as any).hash = "f0ff41665ea8cebe29f138af037ee415";

export default node;
