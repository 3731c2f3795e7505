/**
 * @generated SignedSource<<2ec3b08dda3185e1d38c4c328057a435>>
 * @relayHash 0e6b2a5fa553f119c92ecee69b7424c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97002aac218ab0e645bfa750918da547f6a9b8cbae4f644bcbc76cc38286ab9d

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMatchInput = {
  commandId?: string | null | undefined;
  matchId: string;
};
export type HistoryPageDeleteMutation$variables = {
  input: DeleteMatchInput;
};
export type HistoryPageDeleteMutation$data = {
  readonly deleteMatch: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type HistoryPageDeleteMutation = {
  response: HistoryPageDeleteMutation$data;
  variables: HistoryPageDeleteMutation$variables;
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
    "name": "deleteMatch",
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
    "name": "HistoryPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "97002aac218ab0e645bfa750918da547f6a9b8cbae4f644bcbc76cc38286ab9d",
    "metadata": {},
    "name": "HistoryPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5ce8adc097475f88aa8f3caa5e27fb7e";

export default node;
