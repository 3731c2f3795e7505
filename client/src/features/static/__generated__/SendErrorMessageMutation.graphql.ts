/**
 * @generated SignedSource<<fac2777a3323d6faf10c6fe2ec1c4a25>>
 * @relayHash 29f41b1dca5d3deac8a2bd010a07ed57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12f4c25ee7e324fc6cad5a78902241685b9d9584f485f727f24e93b1afb8e86a

import type { ConcreteRequest } from 'relay-runtime';
export type ReportErrorInput = {
  comment?: string | null | undefined;
  details?: string | null | undefined;
  header: string;
  message: string;
  url?: string | null | undefined;
};
export type SendErrorMessageMutation$variables = {
  input: ReportErrorInput;
};
export type SendErrorMessageMutation$data = {
  readonly reportError: {
    readonly __typename: string;
    readonly message?: string;
    readonly reportedAt?: any;
  };
};
export type SendErrorMessageMutation = {
  response: SendErrorMessageMutation$data;
  variables: SendErrorMessageMutation$variables;
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
    "name": "reportError",
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
            "name": "reportedAt",
            "storageKey": null
          }
        ],
        "type": "ReportErrorPayload",
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
    "name": "SendErrorMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendErrorMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "12f4c25ee7e324fc6cad5a78902241685b9d9584f485f727f24e93b1afb8e86a",
    "metadata": {},
    "name": "SendErrorMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "34712c9272126de710e231efc998dd68";

export default node;
