/**
 * @generated SignedSource<<a220ac07acf9353161d176ed1cb751b1>>
 * @relayHash ec0bc1f218a0f69d4dcc2bb33be2f4d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e18cd1fd5bf25599fa0554bb5e9b2ad037565339387fb0ff1916aa50ed64ba38

import type { ConcreteRequest } from 'relay-runtime';
export type useLiveSeasonRestoredSubscription$variables = {
  organisationId: string;
};
export type useLiveSeasonRestoredSubscription$data = {
  readonly matchRestored: {
    readonly id: string;
    readonly season: number;
  };
};
export type useLiveSeasonRestoredSubscription = {
  response: useLiveSeasonRestoredSubscription$data;
  variables: useLiveSeasonRestoredSubscription$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "season",
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
    "name": "useLiveSeasonRestoredSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveSeasonRestoredSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e18cd1fd5bf25599fa0554bb5e9b2ad037565339387fb0ff1916aa50ed64ba38",
    "metadata": {},
    "name": "useLiveSeasonRestoredSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1acb1744409f8391f1dd28935df7b288";

export default node;
