/**
 * @generated SignedSource<<90a7a8c0178def1f12ef923f59fc9f59>>
 * @relayHash 5831a350d5397b218ed30097dc2c6dc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9450991c44c919f66b3d8356f7b1f293f6bedc5d29335e397ea26d86909346b7

import { ConcreteRequest } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
export type ConfigurationSectionQuery$variables = Record<PropertyKey, never>;
export type ConfigurationSectionQuery$data = {
  readonly defaultDepartments: ReadonlyArray<string>;
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly organisation: {
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
    } | null | undefined;
  } | null | undefined;
};
export type ConfigurationSectionQuery = {
  response: ConfigurationSectionQuery$data;
  variables: ConfigurationSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
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
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "defaultDepartments",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfigurationSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConfigurationSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9450991c44c919f66b3d8356f7b1f293f6bedc5d29335e397ea26d86909346b7",
    "metadata": {},
    "name": "ConfigurationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f922b1997e52223addb1407ad519d51a";

export default node;
