/**
 * @generated SignedSource<<f22d70b19858eed7474b1e97f21737d2>>
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
  readonly loserPoints: number | null | undefined;
  readonly losers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
  }>;
  readonly playedOn: any;
  readonly scoreLoser: number;
  readonly scoreWinner: number;
  readonly sixInARow: boolean;
  readonly viewerCanDelete: boolean;
  readonly viewerCanOpenDetails: boolean;
  readonly winnerGain: number | null | undefined;
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
      "kind": "ScalarField",
      "name": "winnerGain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loserPoints",
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

(node as any).hash = "0513cacdc865ec50902aeb39c965d676";

export default node;
