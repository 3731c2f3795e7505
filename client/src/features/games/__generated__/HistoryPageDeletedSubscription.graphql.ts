/**
 * @generated SignedSource<<d0c6d297e11daa260b94c927cf0e0b53>>
 * @relayHash b7e4a697925b85cbbbc27e4464ded13f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 237b26d5e072a72d44a1a13d532fec9c092e6471ab77eb9aea4e7f54b41eab5f

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryPageDeletedSubscription$variables = {
  organisationId: string;
};
export type HistoryPageDeletedSubscription$data = {
  readonly matchDeleted: {
    readonly deletedMatchId: string;
  };
};
export type HistoryPageDeletedSubscription = {
  response: HistoryPageDeletedSubscription$data;
  variables: HistoryPageDeletedSubscription$variables;
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
    "name": "HistoryPageDeletedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryPageDeletedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "237b26d5e072a72d44a1a13d532fec9c092e6471ab77eb9aea4e7f54b41eab5f",
    "metadata": {},
    "name": "HistoryPageDeletedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "316cc9be0d0e47d238f5db975545a7e6";

export default node;
