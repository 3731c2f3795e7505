/**
 * @generated SignedSource<<9574b24a6feedcfd966ffa7ec78a3439>>
 * @relayHash 74502e6dca05acc2351db6b606e89e37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3468a7473988388ea9b29ea75ceefd4d949e134110667f107de16b300a050b2c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MaintenanceSectionSubscription$variables = {
  name: string;
};
export type MaintenanceSectionSubscription$data = {
  readonly projectionRebuilt: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectionRow_projection">;
  };
};
export type MaintenanceSectionSubscription = {
  response: MaintenanceSectionSubscription$data;
  variables: MaintenanceSectionSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceSectionSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Projection",
        "kind": "LinkedField",
        "name": "projectionRebuilt",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectionRow_projection"
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
    "name": "MaintenanceSectionSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Projection",
        "kind": "LinkedField",
        "name": "projectionRebuilt",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tables",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectionRebuild",
            "kind": "LinkedField",
            "name": "lastRebuild",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "processed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
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
    "id": "3468a7473988388ea9b29ea75ceefd4d949e134110667f107de16b300a050b2c",
    "metadata": {},
    "name": "MaintenanceSectionSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "437745b44eec52d00dd87bf7070faca6";

export default node;
