/**
 * @generated SignedSource<<4e538f1d9fd801948f938902cc201081>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TvLiveSide_player$data = {
  readonly seasonStats: {
    readonly oneOnOne: {
      readonly rank: {
        readonly " $fragmentSpreads": FragmentRefs<"RankIcon_rank">;
      };
    };
    readonly twoOnTwo: {
      readonly rank: {
        readonly " $fragmentSpreads": FragmentRefs<"RankIcon_rank">;
      };
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  readonly " $fragmentType": "TvLiveSide_player";
};
export type TvLiveSide_player$key = {
  readonly " $data"?: TvLiveSide_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"TvLiveSide_player">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TvLiveSide_player",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerName_player"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlayerSeasonStats",
      "kind": "LinkedField",
      "name": "seasonStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ModeStats",
          "kind": "LinkedField",
          "name": "oneOnOne",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModeStats",
          "kind": "LinkedField",
          "name": "twoOnTwo",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "c0b6b9a848b3e971fa1579975d191b95";

export default node;
