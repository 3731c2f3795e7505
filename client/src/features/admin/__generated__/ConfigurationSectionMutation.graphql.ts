/**
 * @generated SignedSource<<02337be862b11e26f0c24ab6402dd4c7>>
 * @relayHash 3ef3e6521d15ce14b944a3ff53a110bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48ca977b15c7cf1c70eb0deed04131026ad194c6a3f3f49f41dede3504cdcd4b

import type { ConcreteRequest } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
export type UpdateLeagueConfigInput = {
  bounty?: BountyConfigInput | null | undefined;
  commandId?: string | null | undefined;
  currentChallenge?: ChallengeConfigInput | null | undefined;
  defaultLive?: boolean | null | undefined;
  frequencyBlack?: FrequencyRangeInput | null | undefined;
  frequencyWhite?: FrequencyRangeInput | null | undefined;
  organisationId: string;
  showNicknames?: boolean | null | undefined;
};
export type BountyConfigInput = {
  bountyPoints: number;
  requiredWins: number;
};
export type ChallengeConfigInput = {
  description: string;
  name: ChallengeName;
  points: number;
};
export type FrequencyRangeInput = {
  from: number;
  to: number;
};
export type ConfigurationSectionMutation$variables = {
  input: UpdateLeagueConfigInput;
};
export type ConfigurationSectionMutation$data = {
  readonly updateLeagueConfig: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
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
    };
  };
};
export type ConfigurationSectionMutation = {
  response: ConfigurationSectionMutation$data;
  variables: ConfigurationSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateLeagueConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
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
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FrequencyRange",
                    "kind": "LinkedField",
                    "name": "frequencyWhite",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "type": "OrganisationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InputValidationIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfigurationSectionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfigurationSectionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "48ca977b15c7cf1c70eb0deed04131026ad194c6a3f3f49f41dede3504cdcd4b",
    "metadata": {},
    "name": "ConfigurationSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a52596aba89a6a2ce2c04260823b4af5";

export default node;
