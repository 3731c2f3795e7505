/**
 * @generated SignedSource<<2e7dea85b790716e582d9a6f62fab30c>>
 * @relayHash 47adb19195d3005a4a8755b70c8a6e3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e316c41608b2ae4db0a3b5f12f146ea5ecbd92ba058b7a054202c856ecedd49f

import type { ConcreteRequest } from 'relay-runtime';
export type ReportErrorInput = {
  comment?: string | null | undefined;
  details?: string | null | undefined;
  header: string;
  message: string;
  url?: string | null | undefined;
};
export type SendErrorMessageReportMutation$variables = {
  input: ReportErrorInput;
};
export type SendErrorMessageReportMutation$data = {
  readonly reportError: {
    readonly __typename: string;
    readonly message?: string;
    readonly reportedAt?: any;
  };
};
export type SendErrorMessageReportMutation = {
  response: SendErrorMessageReportMutation$data;
  variables: SendErrorMessageReportMutation$variables;
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
    "name": "SendErrorMessageReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendErrorMessageReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e316c41608b2ae4db0a3b5f12f146ea5ecbd92ba058b7a054202c856ecedd49f",
    "metadata": {},
    "name": "SendErrorMessageReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "93f30c3a9d7c47b63b7ffdbf7f339976";

export default node;
