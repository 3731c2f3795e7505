/**
 * @generated SignedSource<<98da325d81633ebb7df7c0dfe5142654>>
 * @relayHash b2e9b4002bdce2bd7873d9908bda3411
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ea6fe4620480651135d10d5de381bac114477ecfdb96494d448894df57efef5

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteMatchInput = {
  commandId?: string | null | undefined;
  matchId: string;
};
export type useDeleteMatchMutation$variables = {
  input: DeleteMatchInput;
};
export type useDeleteMatchMutation$data = {
  readonly deleteMatch: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDeleteMatchMutation = {
  response: useDeleteMatchMutation$data;
  variables: useDeleteMatchMutation$variables;
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
    "name": "useDeleteMatchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMatchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1ea6fe4620480651135d10d5de381bac114477ecfdb96494d448894df57efef5",
    "metadata": {},
    "name": "useDeleteMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "61a2f82fa7d6504d7ad8babe610e9537";

export default node;
