/**
 * @generated SignedSource<<d041bb8fb1e2d0bf49e88ac999cdd96c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HistoryRow_match$data = {
  readonly id: string;
  readonly loserPoints: number | null | undefined;
  readonly losers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
  }>;
  readonly playedOn: any;
  readonly scoreLoser: number;
  readonly scoreWinner: number;
  readonly viewerCanDelete: boolean;
  readonly viewerCanOpenDetails: boolean;
  readonly winnerGain: number | null | undefined;
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

(node as any).hash = "548a0178b46cf1591f1be074dc01dd2e";

export default node;
