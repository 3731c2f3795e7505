/**
 * @generated SignedSource<<63db3e075fffd7bee9d2f64919bab246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileModeCard_stats$data = {
  readonly bountyPoints: number;
  readonly loss: number;
  readonly mmr: number;
  readonly rank: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"RankIcon_rank">;
  };
  readonly winRate: number;
  readonly wins: number;
  readonly winsInRow: number;
  readonly " $fragmentType": "ProfileModeCard_stats";
};
export type ProfileModeCard_stats$key = {
  readonly " $data"?: ProfileModeCard_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileModeCard_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileModeCard_stats",
  "selections": [
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
      "name": "wins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winsInRow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bountyPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Rank",
      "kind": "LinkedField",
      "name": "rank",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RankIcon_rank"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ModeStats",
  "abstractKey": null
};

(node as any).hash = "7e3d823b03b98e0debf337f41c60ede2";

export default node;
