/**
 * @generated SignedSource<<2fef3fbd813b8c2f9cbb108c1baaf1f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TourneyMatchWinner = "AWAY" | "HOME" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BracketMatch_match$data = {
  readonly away: {
    readonly isBye: boolean;
    readonly players: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    }>;
  };
  readonly home: {
    readonly isBye: boolean;
    readonly players: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    }>;
  };
  readonly isLocked: boolean;
  readonly matchId: string;
  readonly scoreAway: number | null | undefined;
  readonly scoreHome: number | null | undefined;
  readonly viewerCanCorrect: boolean;
  readonly viewerCanScore: boolean;
  readonly winner: TourneyMatchWinner | null | undefined;
  readonly " $fragmentType": "BracketMatch_match";
};
export type BracketMatch_match$key = {
  readonly " $data"?: BracketMatch_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"BracketMatch_match">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isBye",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Player",
    "kind": "LinkedField",
    "name": "players",
    "plural": true,
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
        "name": "displayName",
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BracketMatch_match",
  "selections": [
    {
      "alias": "matchId",
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreHome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreAway",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winner",
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
      "kind": "ScalarField",
      "name": "viewerCanCorrect",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TourneySide",
      "kind": "LinkedField",
      "name": "home",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TourneySide",
      "kind": "LinkedField",
      "name": "away",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "TourneyMatch",
  "abstractKey": null
};
})();

(node as any).hash = "d12eb009b32d16db9b387e660a0be8b3";

export default node;
