/**
 * @generated SignedSource<<cf151c984f1ed8ec81199c3db05003da>>
 * @relayHash 04864fa36508447ac65d261ff94b03e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9af2c8e23ead46a6d21cd8f292d391ae4c1cf1455fddd73d63fe97764072929

import type { ConcreteRequest } from 'relay-runtime';
export type RestoreMatchInput = {
  commandId?: string | null | undefined;
  matchId: string;
};
export type useRestoreMatchMutation$variables = {
  input: RestoreMatchInput;
};
export type useRestoreMatchMutation$data = {
  readonly restoreMatch: {
    readonly __typename: string;
    readonly match?: {
      readonly bounty: {
        readonly bountyPoints: number;
        readonly isPaid: boolean;
      } | null | undefined;
      readonly deletionPosition: string | null | undefined;
      readonly id: string;
      readonly isDeleted: boolean;
      readonly loserPoints: number | null | undefined;
      readonly pointChanges: ReadonlyArray<{
        readonly bounty: number;
        readonly challengeBonus: number;
        readonly change: number;
        readonly clampedAtZero: boolean;
        readonly matchPoints: number;
        readonly playerId: string;
        readonly won: boolean;
      }>;
      readonly weekday: string | null | undefined;
      readonly winnerPoints: number | null | undefined;
    };
    readonly message?: string;
  };
};
export type useRestoreMatchMutation = {
  response: useRestoreMatchMutation$data;
  variables: useRestoreMatchMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "restoreMatch",
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
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
                "name": "isDeleted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletionPosition",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "winnerPoints",
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
                "concreteType": "PointChange",
                "kind": "LinkedField",
                "name": "pointChanges",
                "plural": true,
                "selections": [
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MatchBounty",
                "kind": "LinkedField",
                "name": "bounty",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPaid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bountyPoints",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RestoreMatchPayload",
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
    "name": "useRestoreMatchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreMatchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f9af2c8e23ead46a6d21cd8f292d391ae4c1cf1455fddd73d63fe97764072929",
    "metadata": {},
    "name": "useRestoreMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cf74007ca042fb54f84ed560e361d826";

export default node;
