/**
 * @generated SignedSource<<d4b70acea78c8b7043a93e2d64ebe355>>
 * @relayHash 1c0d380a18b46a2bfef8bfcee1977f47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03c3a801d023590624b8fae789b8407c15d75b1ee15f7559f3ef0fe9cdc24216

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  id: string;
};
export type ApiKeysPageRevokeMutation$variables = {
  input: RevokeApiKeyInput;
};
export type ApiKeysPageRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ApiKeysPageRevokeMutation = {
  response: ApiKeysPageRevokeMutation$data;
  variables: ApiKeysPageRevokeMutation$variables;
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
    "name": "revokeApiKey",
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
    "name": "ApiKeysPageRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysPageRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "03c3a801d023590624b8fae789b8407c15d75b1ee15f7559f3ef0fe9cdc24216",
    "metadata": {},
    "name": "ApiKeysPageRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42c43649ec0801edfa493ea8bd29c0a0";

export default node;
