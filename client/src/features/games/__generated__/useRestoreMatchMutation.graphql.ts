/**
 * @generated SignedSource<<bc0b10d2e5a02c96227a910a336675a8>>
 * @relayHash a272cae9fe02a32216ea0817b26a735d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6b26d821680752dedfbe23a7f2ef10b973f0e5a3ca671f628c86656e436759b

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
      readonly weekday: string | null | undefined;
      readonly winnerGain: number | null | undefined;
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
                "name": "winnerGain",
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
    "id": "c6b26d821680752dedfbe23a7f2ef10b973f0e5a3ca671f628c86656e436759b",
    "metadata": {},
    "name": "useRestoreMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bce5627696a3e1eaa013c6565b93ed5a";

export default node;
