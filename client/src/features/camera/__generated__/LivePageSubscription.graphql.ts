/**
 * @generated SignedSource<<aded91b7ce7b0cf4654cd8e387506b7b>>
 * @relayHash 44cc563501e6b3c416e18559fa7b31b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9957aa77a862710561bd389753bee01d0938008c122ffa1bc90d476036d3ca52

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LivePageSubscription$variables = {
  locationId: string;
};
export type LivePageSubscription$data = {
  readonly liveGameChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveGoals_game">;
  } | null | undefined;
};
export type LivePageSubscription = {
  response: LivePageSubscription$data;
  variables: LivePageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locationId",
    "variableName": "locationId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LivePageSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LiveGame",
        "kind": "LinkedField",
        "name": "liveGameChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LiveGoals_game"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LivePageSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LiveGame",
        "kind": "LinkedField",
        "name": "liveGameChanged",
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
            "name": "scoreBlacks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scoreWhites",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveGoal",
            "kind": "LinkedField",
            "name": "goals",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "side",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "replayPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9957aa77a862710561bd389753bee01d0938008c122ffa1bc90d476036d3ca52",
    "metadata": {},
    "name": "LivePageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e672367227727d4f243388fd2328bb7f";

export default node;
