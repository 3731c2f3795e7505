/**
 * @generated SignedSource<<f7d073de075558428a921ba6c5d94c0e>>
 * @relayHash cafb6d7bfa38d3cf651050329b101e0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdc2fe5727c64da6f08a5cfe7b35bfd45fbbad96cd4d21739223701be9c6a224

import type { ConcreteRequest } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
export type ConfigurationSectionQuery$variables = {
  orgId: string;
};
export type ConfigurationSectionQuery$data = {
  readonly defaultDepartments: ReadonlyArray<string>;
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
};
export type ConfigurationSectionQuery = {
  response: ConfigurationSectionQuery$data;
  variables: ConfigurationSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
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
    "name": "defaultDepartments",
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "orgId"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfigurationSectionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfigurationSectionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cdc2fe5727c64da6f08a5cfe7b35bfd45fbbad96cd4d21739223701be9c6a224",
    "metadata": {},
    "name": "ConfigurationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "031ae8ff0d9bde818f2847e613a3ab93";

export default node;
