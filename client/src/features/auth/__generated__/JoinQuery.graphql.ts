/**
 * @generated SignedSource<<44fa41c755404d5cfa57c63931f69598>>
 * @relayHash 4a03444387884926835826fea6c066ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2017ae97c528e78c9b67956e5815b8a365b82ee5c17afbd63e560d226a359c5f

import type { ConcreteRequest } from 'relay-runtime';
export type JoinQuery$variables = {
  token: string;
};
export type JoinQuery$data = {
  readonly invitation: {
    readonly confirmByMail: boolean;
    readonly expiresAt: any;
    readonly organisationName: string;
  } | null | undefined;
};
export type JoinQuery = {
  response: JoinQuery$data;
  variables: JoinQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InvitationPreview",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organisationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "confirmByMail",
        "storageKey": null
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
    "name": "JoinQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2017ae97c528e78c9b67956e5815b8a365b82ee5c17afbd63e560d226a359c5f",
    "metadata": {},
    "name": "JoinQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "afe4fde42fd2450d7d13a3b6e4b547ec";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
