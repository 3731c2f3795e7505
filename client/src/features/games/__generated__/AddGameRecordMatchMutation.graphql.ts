/**
 * @generated SignedSource<<6e9a6917fab8346e5f0f2a0df597ad04>>
 * @relayHash 783dc1bb528ea4d9be4d7d46e264bebe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e3b88d7534498615ac2b32d7fd8e43ee6154dd766cad4f2ff8f74d6d9e6471b

import type { ConcreteRequest } from 'relay-runtime';
export type RecordMatchInput = {
  blacks: TeamLineupInput;
  commandId?: string | null | undefined;
  liveGameId?: string | null | undefined;
  locationId?: string | null | undefined;
  mode: number;
  scoreBlacks: number;
  scoreWhites: number;
  sixInARow: boolean;
  whites: TeamLineupInput;
};
export type TeamLineupInput = {
  defense: string;
  offense?: string | null | undefined;
};
export type AddGameRecordMatchMutation$variables = {
  input: RecordMatchInput;
};
export type AddGameRecordMatchMutation$data = {
  readonly recordMatch: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly match?: {
      readonly id: string;
      readonly pointChanges: ReadonlyArray<{
        readonly bounty: number;
        readonly challengeBonus: number;
        readonly change: number;
        readonly clampedAtZero: boolean;
        readonly matchPoints: number;
        readonly player: {
          readonly displayName: string;
          readonly id: string;
        } | null | undefined;
        readonly won: boolean;
      }>;
      readonly scoreLoser: number;
      readonly scoreWinner: number;
    };
    readonly message?: string;
  };
};
export type AddGameRecordMatchMutation = {
  response: AddGameRecordMatchMutation$data;
  variables: AddGameRecordMatchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
    "name": "recordMatch",
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
            "concreteType": "Match",
            "kind": "LinkedField",
            "name": "match",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "concreteType": "PointChange",
                "kind": "LinkedField",
                "name": "pointChanges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Player",
                    "kind": "LinkedField",
                    "name": "player",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "change",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "won",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "matchPoints",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bounty",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "challengeBonus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clampedAtZero",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RecordMatchPayload",
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
    "name": "AddGameRecordMatchMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddGameRecordMatchMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "5e3b88d7534498615ac2b32d7fd8e43ee6154dd766cad4f2ff8f74d6d9e6471b",
    "metadata": {},
    "name": "AddGameRecordMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "efa1a6c02d70658ed2b407ab075c6005";

export default node;
