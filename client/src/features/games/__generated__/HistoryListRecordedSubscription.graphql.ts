/**
 * @generated SignedSource<<9b63601841c09717b6760cb1643973b2>>
 * @relayHash cf29553f16b237cbb2d5829ee80b5369
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb536dfd4f1d4da4db3bfff387bd5337fca8b64add3a62fc8cb56dea6f7ce435

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryListRecordedSubscription$variables = {
  organisationId: string;
};
export type HistoryListRecordedSubscription$data = {
  readonly matchRecorded: {
    readonly id: string;
  };
};
export type HistoryListRecordedSubscription = {
  response: HistoryListRecordedSubscription$data;
  variables: HistoryListRecordedSubscription$variables;
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
    "name": "matchRecorded",
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
    "name": "HistoryListRecordedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryListRecordedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb536dfd4f1d4da4db3bfff387bd5337fca8b64add3a62fc8cb56dea6f7ce435",
    "metadata": {},
    "name": "HistoryListRecordedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "ec0ee8a00978b0fecc51447a8db907ec";

export default node;
