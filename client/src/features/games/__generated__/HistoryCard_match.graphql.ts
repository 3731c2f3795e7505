/**
 * @generated SignedSource<<4b0a709123f136c331a7e6e5922e3ae5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HistoryCard_match$data = {
  readonly bounty: {
    readonly isPaid: boolean;
  } | null | undefined;
  readonly id: string;
  readonly losers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
  }>;
  readonly playedOn: any;
  readonly pointChanges: ReadonlyArray<{
    readonly bounty: number;
    readonly challengeBonus: number;
    readonly change: number;
    readonly clampedAtZero: boolean;
    readonly matchPoints: number;
    readonly won: boolean;
  }>;
  readonly scoreLoser: number;
  readonly scoreWinner: number;
  readonly sixInARow: boolean;
  readonly viewerCanDelete: boolean;
  readonly viewerCanOpenDetails: boolean;
  readonly winners: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
  }>;
  readonly " $fragmentType": "HistoryCard_match";
};
export type HistoryCard_match$key = {
  readonly " $data"?: HistoryCard_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryCard_match">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PlayerLink_participant"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryCard_match",
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
      "concreteType": "PointChange",
      "kind": "LinkedField",
      "name": "pointChanges",
      "plural": true,
      "selections": [
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
      "kind": "ScalarField",
      "name": "sixInARow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
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
      "concreteType": "MatchBounty",
      "kind": "LinkedField",
      "name": "bounty",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPaid",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchParticipant",
      "kind": "LinkedField",
      "name": "losers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "5dd0d81570205cbaeb68813c228d74c4";

export default node;
