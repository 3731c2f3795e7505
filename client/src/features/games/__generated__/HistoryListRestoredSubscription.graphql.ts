/**
 * @generated SignedSource<<f0739a9f7841c68c2348fa0aa8575a0a>>
 * @relayHash 6c9c1e1f876e0a67eaa47405fadbedc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bf7abdca3385e59c9c62f61df19118cffdfad72b53c3a27dbd44a8558c9af42

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryListRestoredSubscription$variables = {
  organisationId: string;
};
export type HistoryListRestoredSubscription$data = {
  readonly matchRestored: {
    readonly id: string;
  };
};
export type HistoryListRestoredSubscription = {
  response: HistoryListRestoredSubscription$data;
  variables: HistoryListRestoredSubscription$variables;
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
    "concreteType": "Match",
    "kind": "LinkedField",
    "name": "matchRestored",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "HistoryListRestoredSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryListRestoredSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6bf7abdca3385e59c9c62f61df19118cffdfad72b53c3a27dbd44a8558c9af42",
    "metadata": {},
    "name": "HistoryListRestoredSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "00b4b3c48dcdcece1f4c29fdc976c0b3";

export default node;
