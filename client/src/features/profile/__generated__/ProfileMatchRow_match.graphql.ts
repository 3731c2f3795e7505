/**
 * @generated SignedSource<<2da1710ecad4a6992dd103e8529af698>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileMatchRow_match$data = {
  readonly id: string;
  readonly loserPoints: number | null | undefined;
  readonly losers: ReadonlyArray<{
    readonly player: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly playerId: string;
  }>;
  readonly mode: number;
  readonly playedOn: any;
  readonly scoreLoser: number;
  readonly scoreWinner: number;
  readonly season: number;
  readonly viewerCanOpenDetails: boolean;
  readonly winnerGain: number | null | undefined;
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
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "playerId",
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

(node as any).hash = "213e54e70ad1a46ce1f1a9bc7158ad39";

export default node;
