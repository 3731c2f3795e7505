/**
 * @generated SignedSource<<a9d063547c9704adf5419da80142aebc>>
 * @relayHash b5a09a3640249363586403bd0d6b36d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 791fca0d53c2764e9886620f46a7e0db9614c2cdf3ab0a3389691d1f51bd5d12

import type { ConcreteRequest } from 'relay-runtime';
export type RebuildStatus = "done" | "failed" | "running" | "%future added value";
export type MaintenanceSectionQuery$variables = Record<PropertyKey, never>;
export type MaintenanceSectionQuery$data = {
  readonly projections: ReadonlyArray<{
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
  }>;
};
export type MaintenanceSectionQuery = {
  response: MaintenanceSectionQuery$data;
  variables: MaintenanceSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Projection",
    "kind": "LinkedField",
    "name": "projections",
    "plural": true,
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaintenanceSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "791fca0d53c2764e9886620f46a7e0db9614c2cdf3ab0a3389691d1f51bd5d12",
    "metadata": {},
    "name": "MaintenanceSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4972c598b84e7c8eddd60711aad9dea5";

export default node;
