/**
 * @generated SignedSource<<d191f98375805db534123149c84da228>>
 * @relayHash 33b53230d9dcd5400949bd0961bc8df7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d61241ca410a6b11f002e0b3f0b46d68e54a80600f9654a017d1fb8391d0bf2b

import type { ConcreteRequest } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
export type UpdateLeagueConfigInput = {
  archiveUrl?: string | null | undefined;
  bounty?: BountyConfigInput | null | undefined;
  commandId?: string | null | undefined;
  currentChallenge?: ChallengeConfigInput | null | undefined;
  defaultLive?: boolean | null | undefined;
  feedbackUrl?: string | null | undefined;
  frequencyBlack?: FrequencyRangeInput | null | undefined;
  frequencyWhite?: FrequencyRangeInput | null | undefined;
  organisationId: string;
  showNicknames?: boolean | null | undefined;
  soundboardUrl?: string | null | undefined;
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
export type useCalibrateBellsMutation$variables = {
  input: UpdateLeagueConfigInput;
};
export type useCalibrateBellsMutation$data = {
  readonly updateLeagueConfig: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
      readonly config: {
        readonly frequencyBlack: {
          readonly from: number;
          readonly to: number;
        };
        readonly frequencyWhite: {
          readonly from: number;
          readonly to: number;
        };
      };
      readonly id: string;
    };
  };
};
export type useCalibrateBellsMutation = {
  response: useCalibrateBellsMutation$data;
  variables: useCalibrateBellsMutation$variables;
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateLeagueConfigPayload",
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
    "name": "useCalibrateBellsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCalibrateBellsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d61241ca410a6b11f002e0b3f0b46d68e54a80600f9654a017d1fb8391d0bf2b",
    "metadata": {},
    "name": "useCalibrateBellsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e94ca5a463035105defbe9030a667465";

export default node;
