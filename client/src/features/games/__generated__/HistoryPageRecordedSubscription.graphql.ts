/**
 * @generated SignedSource<<f7f21c8b346cb788a7c003627d6c8a24>>
 * @relayHash 0518dcab6553a279a91a7d8efe3bf27e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb2e3e0bba63a598f31509d322088f351e90e798f8924faf7b8c1319f0c6bbc3

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryPageRecordedSubscription$variables = {
  organisationId: string;
};
export type HistoryPageRecordedSubscription$data = {
  readonly matchRecorded: {
    readonly id: string;
  };
};
export type HistoryPageRecordedSubscription = {
  response: HistoryPageRecordedSubscription$data;
  variables: HistoryPageRecordedSubscription$variables;
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
    "name": "HistoryPageRecordedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryPageRecordedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bb2e3e0bba63a598f31509d322088f351e90e798f8924faf7b8c1319f0c6bbc3",
    "metadata": {},
    "name": "HistoryPageRecordedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8696a5839e87bff37af4884f7af4cacb";

export default node;
