/**
 * @generated SignedSource<<3d3430a55392fdeaae53db39b7b1b23a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileSeason_player$data = {
  readonly organisation: {
    readonly config: {
      readonly currentChallenge: {
        readonly description: string;
        readonly name: ChallengeName;
        readonly points: number;
      };
    };
  };
  readonly seasonStats: {
    readonly challengesWon: ReadonlyArray<ChallengeName>;
    readonly gekrabbelt: number;
    readonly krabbelnLassen: number;
    readonly oneOnOne: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileModeCard_stats">;
    };
    readonly sixInARowWins: number;
    readonly twoOnTwo: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileModeCard_stats">;
    };
  } | null | undefined;
  readonly seasonTotals: {
    readonly bestPoints: number;
    readonly bestWinsInRow: number;
    readonly closeLosses: number;
    readonly closeWins: number;
    readonly goalsAgainst: number;
    readonly goalsFor: number;
    readonly matches: number;
  } | null | undefined;
  readonly " $fragmentType": "ProfileSeason_player";
};
export type ProfileSeason_player$key = {
  readonly " $data"?: ProfileSeason_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSeason_player">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "season",
    "variableName": "season"
  }
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ProfileModeCard_stats"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "season"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSeason_player",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organisation",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LeagueConfig",
          "kind": "LinkedField",
          "name": "config",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ChallengeConfig",
              "kind": "LinkedField",
              "name": "currentChallenge",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "points",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PlayerSeasonStats",
      "kind": "LinkedField",
      "name": "seasonStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challengesWon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gekrabbelt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "krabbelnLassen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sixInARowWins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModeStats",
          "kind": "LinkedField",
          "name": "oneOnOne",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModeStats",
          "kind": "LinkedField",
          "name": "twoOnTwo",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PlayerSeasonTotals",
      "kind": "LinkedField",
      "name": "seasonTotals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matches",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goalsFor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goalsAgainst",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestWinsInRow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closeWins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closeLosses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestPoints",
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

(node as any).hash = "b62e6c5e3d07660aee2f2a59e549b20e";

export default node;
