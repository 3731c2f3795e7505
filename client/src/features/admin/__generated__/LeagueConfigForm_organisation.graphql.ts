/**
 * @generated SignedSource<<ab2a1d730bd6a9b43e9d5f3e11ecdd0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LeagueConfigForm_organisation$data = {
  readonly config: {
    readonly bounty: {
      readonly bountyPoints: number;
      readonly requiredWins: number;
    };
    readonly currentChallenge: {
      readonly changedOn: any | null | undefined;
      readonly description: string;
      readonly name: ChallengeName;
      readonly points: number;
    };
    readonly defaultLive: boolean;
    readonly frequencyBlack: {
      readonly from: number;
      readonly to: number;
    };
    readonly frequencyWhite: {
      readonly from: number;
      readonly to: number;
    };
    readonly singleConfigs: {
      readonly showNicknames: boolean;
    };
  };
  readonly id: string;
  readonly " $fragmentType": "LeagueConfigForm_organisation";
};
export type LeagueConfigForm_organisation$key = {
  readonly " $data"?: LeagueConfigForm_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeagueConfigForm_organisation">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "to",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeagueConfigForm_organisation",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "changedOn",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BountyConfig",
          "kind": "LinkedField",
          "name": "bounty",
          "plural": false,
          "selections": [
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
              "kind": "ScalarField",
              "name": "requiredWins",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FrequencyRange",
          "kind": "LinkedField",
          "name": "frequencyBlack",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FrequencyRange",
          "kind": "LinkedField",
          "name": "frequencyWhite",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SingleConfigs",
          "kind": "LinkedField",
          "name": "singleConfigs",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "showNicknames",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultLive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "19cc86e5a055e204ec8946bf304d5091";

export default node;
