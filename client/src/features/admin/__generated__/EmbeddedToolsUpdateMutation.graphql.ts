/**
 * @generated SignedSource<<9b8ecd34586730e9a99442d493b5c0cd>>
 * @relayHash 7e163cadbd967141e3aa643ab8fe7006
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2eb1ea9461a7290ca2fbe2a7f22cb8ce42db1193ed8811452f124bdaa41a74d2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
export type EmbeddedToolsUpdateMutation$variables = {
  input: UpdateLeagueConfigInput;
};
export type EmbeddedToolsUpdateMutation$data = {
  readonly updateLeagueConfig: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
      readonly " $fragmentSpreads": FragmentRefs<"EmbeddedTools_organisation">;
    };
  };
};
export type EmbeddedToolsUpdateMutation = {
  response: EmbeddedToolsUpdateMutation$data;
  variables: EmbeddedToolsUpdateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InputValidationIssue",
      "kind": "LinkedField",
      "name": "issues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmbeddedToolsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLeagueConfig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EmbeddedTools_organisation"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateLeagueConfigPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmbeddedToolsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLeagueConfig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "soundboardUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "archiveUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "feedbackUrl",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2eb1ea9461a7290ca2fbe2a7f22cb8ce42db1193ed8811452f124bdaa41a74d2",
    "metadata": {},
    "name": "EmbeddedToolsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "218cd71bf74ce7ca4a3fa898b7784fd3";

export default node;
