/**
 * @generated SignedSource<<da63bc678c72c497dd44a074598edbe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileMatchRow_match$data = {
  readonly id: string;
  readonly losers: ReadonlyArray<{
    readonly player: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly playerId: string;
  }>;
  readonly mode: number;
  readonly playedOn: any;
  readonly pointChanges: ReadonlyArray<{
    readonly bounty: number;
    readonly challengeBonus: number;
    readonly change: number;
    readonly clampedAtZero: boolean;
    readonly matchPoints: number;
    readonly playerId: string;
    readonly won: boolean;
  }>;
  readonly scoreLoser: number;
  readonly scoreWinner: number;
  readonly season: number;
  readonly viewerCanOpenDetails: boolean;
  readonly winners: ReadonlyArray<{
    readonly player: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly playerId: string;
  }>;
  readonly " $fragmentType": "ProfileMatchRow_match";
};
export type ProfileMatchRow_match$key = {
  readonly " $data"?: ProfileMatchRow_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMatchRow_match">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "playerId",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Player",
    "kind": "LinkedField",
    "name": "player",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PlayerName_player"
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMatchRow_match",
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
      "name": "playedOn",
      "storageKey": null
    },
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
      "name": "season",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreWinner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreLoser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanOpenDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PointChange",
      "kind": "LinkedField",
      "name": "pointChanges",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "change",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "won",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bounty",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challengeBonus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clampedAtZero",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchParticipant",
      "kind": "LinkedField",
      "name": "winners",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchParticipant",
      "kind": "LinkedField",
      "name": "losers",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "dcb4eb1198f2233737ae91a8ae6653b4";

export default node;
