/**
 * @generated SignedSource<<f2cd1b60678be5442cc8fa78ca0879f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HistoryRow_match$data = {
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
  readonly viewerCanDelete: boolean;
  readonly viewerCanOpenDetails: boolean;
  readonly winners: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
  }>;
  readonly " $fragmentType": "HistoryRow_match";
};
export type HistoryRow_match$key = {
  readonly " $data"?: HistoryRow_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryRow_match">;
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
  "name": "HistoryRow_match",
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

(node as any).hash = "f357752653ca30c18f4a965e8f7e7f8d";

export default node;
