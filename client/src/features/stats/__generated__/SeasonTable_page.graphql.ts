/**
 * @generated SignedSource<<14e13f8d2d58b35087eaa63345f8dd14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeasonTable_page$data = {
  readonly entries: ReadonlyArray<{
    readonly bountyPoints: number;
    readonly loss: number;
    readonly mmr: number;
    readonly place: number;
    readonly player: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly rank: {
      readonly " $fragmentSpreads": FragmentRefs<"RankIcon_rank">;
    };
    readonly winRate: number;
    readonly wins: number;
    readonly winsInRow: number;
  }>;
  readonly page: number;
  readonly pageCount: number;
  readonly totalCount: number;
  readonly " $fragmentType": "SeasonTable_page";
};
export type SeasonTable_page$key = {
  readonly " $data"?: SeasonTable_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonTable_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeasonTable_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonTableEntry",
      "kind": "LinkedField",
      "name": "entries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "RankIcon_rank"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Player",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PlayerName_player"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SeasonTablePage",
  "abstractKey": null
};

(node as any).hash = "c41d3ffa1bac2064cc8351533f854be7";

export default node;
