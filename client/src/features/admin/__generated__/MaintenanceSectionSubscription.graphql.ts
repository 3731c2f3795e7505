/**
 * @generated SignedSource<<58c9aed840f26bc03a9c2165efb9ddbd>>
 * @relayHash ca09152320b6c48a1a28c5a07db7e209
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6e618340e506cb1e63d90f7f5aab7cd403138f6d866fa1c4a20d1427d76b04a

import type { ConcreteRequest } from 'relay-runtime';
export type RebuildStatus = "done" | "failed" | "running" | "%future added value";
export type MaintenanceSectionSubscription$variables = {
  name: string;
};
export type MaintenanceSectionSubscription$data = {
  readonly projectionRebuilt: {
    readonly id: string;
    readonly lastRebuild: {
      readonly error: string | null | undefined;
      readonly finishedAt: any | null | undefined;
      readonly processed: number;
      readonly startedAt: any;
      readonly status: RebuildStatus;
      readonly total: number;
    } | null | undefined;
    readonly mode: string;
    readonly name: string;
    readonly tables: ReadonlyArray<string>;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceSectionSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MaintenanceSectionSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e6e618340e506cb1e63d90f7f5aab7cd403138f6d866fa1c4a20d1427d76b04a",
    "metadata": {},
    "name": "MaintenanceSectionSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "196cbe6188bf4fa5ccd640f0539165cc";

export default node;
