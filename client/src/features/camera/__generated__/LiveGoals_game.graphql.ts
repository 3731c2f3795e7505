/**
 * @generated SignedSource<<4044240e1555f10500d8b76fb0552fe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveSide = "BLACKS" | "WHITES" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LiveGoals_game$data = {
  readonly goals: ReadonlyArray<{
    readonly at: any;
    readonly replayPath: string | null | undefined;
    readonly side: LiveSide;
  }>;
  readonly id: string;
  readonly scoreBlacks: number;
  readonly scoreWhites: number;
  readonly " $fragmentType": "LiveGoals_game";
};
export type LiveGoals_game$key = {
  readonly " $data"?: LiveGoals_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveGoals_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveGoals_game",
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
      "name": "scoreBlacks",
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
      "concreteType": "LiveGoal",
      "kind": "LinkedField",
      "name": "goals",
      "plural": true,
      "selections": [
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
          "name": "at",
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
  "type": "LiveGame",
  "abstractKey": null
};

(node as any).hash = "5478d9b44b98b9cf9568d9959a0725dc";

export default node;
