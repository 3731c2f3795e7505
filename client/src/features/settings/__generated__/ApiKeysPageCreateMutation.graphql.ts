/**
 * @generated SignedSource<<94af02986a337161a686bc607ee0a361>>
 * @relayHash c75e451036fa676330bedada4942145a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8df9a3aa0ee379b6879219183c117c66e5ae74b5c31f68612499bba6114baff1

import type { ConcreteRequest } from 'relay-runtime';
export type CreateApiKeyInput = {
  name: string;
  organisationId: string;
};
export type ApiKeysPageCreateMutation$variables = {
  input: CreateApiKeyInput;
};
export type ApiKeysPageCreateMutation$data = {
  readonly createApiKey: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly key?: string;
    readonly message?: string;
  };
};
export type ApiKeysPageCreateMutation = {
  response: ApiKeysPageCreateMutation$data;
  variables: ApiKeysPageCreateMutation$variables;
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
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "createApiKey",
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
            "name": "key",
            "storageKey": null
          }
        ],
        "type": "CreateApiKeyPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
            "selections": (v1/*:: as any*/),
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
    "name": "ApiKeysPageCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysPageCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8df9a3aa0ee379b6879219183c117c66e5ae74b5c31f68612499bba6114baff1",
    "metadata": {},
    "name": "ApiKeysPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "950ea2ee9ba4e35ebba643fe035fd63f";

export default node;
