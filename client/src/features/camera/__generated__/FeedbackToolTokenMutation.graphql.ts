/**
 * @generated SignedSource<<83f61254a4032ead103a39d0ba25a8ed>>
 * @relayHash 844c5736f115c60183a1dc3d7c0b8219
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be7c84077a9e3f02fd7b6ee4c511f55992923710fba647440ec4bf6b0eb6ec8d

import type { ConcreteRequest } from 'relay-runtime';
export type GenerateCustomTokenInput = {
  organisationId: string;
};
export type FeedbackToolTokenMutation$variables = {
  input: GenerateCustomTokenInput;
};
export type FeedbackToolTokenMutation$data = {
  readonly generateCustomToken: {
    readonly __typename: string;
    readonly displayName?: string;
    readonly message?: string;
    readonly role?: string;
    readonly status?: number;
    readonly token?: string;
    readonly uid?: string;
  };
};
export type FeedbackToolTokenMutation = {
  response: FeedbackToolTokenMutation$data;
  variables: FeedbackToolTokenMutation$variables;
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
    "name": "generateCustomToken",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "type": "GenerateCustomTokenPayload",
        "abstractKey": null
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
    "name": "FeedbackToolTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedbackToolTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be7c84077a9e3f02fd7b6ee4c511f55992923710fba647440ec4bf6b0eb6ec8d",
    "metadata": {},
    "name": "FeedbackToolTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "212f51e1dcad95f917c8f7467476c127";

export default node;
