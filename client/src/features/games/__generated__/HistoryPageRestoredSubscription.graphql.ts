/**
 * @generated SignedSource<<7312c9a64d55b6796688682dbe15fdb1>>
 * @relayHash d6f7e9727ece3eff8632ce91812bf887
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8263e46fda9a479ad62440d0fd076d153fe1bfaeed8dfeb8dbe9bca041abda4

import type { ConcreteRequest } from 'relay-runtime';
export type HistoryPageRestoredSubscription$variables = {
  organisationId: string;
};
export type HistoryPageRestoredSubscription$data = {
  readonly matchRestored: {
    readonly id: string;
  };
};
export type HistoryPageRestoredSubscription = {
  response: HistoryPageRestoredSubscription$data;
  variables: HistoryPageRestoredSubscription$variables;
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
    "name": "HistoryPageRestoredSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryPageRestoredSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f8263e46fda9a479ad62440d0fd076d153fe1bfaeed8dfeb8dbe9bca041abda4",
    "metadata": {},
    "name": "HistoryPageRestoredSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "7efc27459f2aeca7938bc9f5843860e4";

export default node;
