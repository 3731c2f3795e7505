/**
 * @generated SignedSource<<99a83604d3380a316539ce07ae0e0c07>>
 * @relayHash ae1e0f7aead16a5fbaef70d9ab1f5568
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcc8692928017bbb6ef3b8febc2322027c9b4e692861690caf516034e9677251

import type { ConcreteRequest } from 'relay-runtime';
export type PlayerFormNicknameQuery$variables = {
  nickname: string;
  organisationId: string;
};
export type PlayerFormNicknameQuery$data = {
  readonly nicknameAvailable: boolean;
};
export type PlayerFormNicknameQuery = {
  response: PlayerFormNicknameQuery$data;
  variables: PlayerFormNicknameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "nickname"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organisationId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "nickname",
        "variableName": "nickname"
      },
      {
        "kind": "Variable",
        "name": "organisationId",
        "variableName": "organisationId"
      }
    ],
    "kind": "ScalarField",
    "name": "nicknameAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerFormNicknameQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlayerFormNicknameQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "fcc8692928017bbb6ef3b8febc2322027c9b4e692861690caf516034e9677251",
    "metadata": {},
    "name": "PlayerFormNicknameQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e7922b96eccb961653939d7fb568990";

export default node;
