/**
 * @generated SignedSource<<d7a61d8ada6d5bff35560af9f99553ae>>
 * @relayHash 878463dc4b5a0452350e136315cea5fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42f08c5f01e67a7d6faa87abb609bce988bef3a75a77b295938db7437ab16ab6

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryListDeletedSubscription$variables = {
  organisationId: string;
};
export type HistoryListDeletedSubscription$data = {
  readonly matchDeleted: {
    readonly deletedMatchId: string;
  };
};
export type HistoryListDeletedSubscription = {
  response: HistoryListDeletedSubscription$data;
  variables: HistoryListDeletedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organisationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organisationId",
        "variableName": "organisationId"
      }
    ],
    "concreteType": "MatchDeletion",
    "kind": "LinkedField",
    "name": "matchDeleted",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedMatchId",
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
    "name": "HistoryListDeletedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryListDeletedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42f08c5f01e67a7d6faa87abb609bce988bef3a75a77b295938db7437ab16ab6",
    "metadata": {},
    "name": "HistoryListDeletedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "beeac3d7204f56a4855ff074fbf15507";

export default node;
