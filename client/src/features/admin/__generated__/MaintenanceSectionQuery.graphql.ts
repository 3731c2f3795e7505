/**
 * @generated SignedSource<<a3ca5cd1f25dfac7f3b6c38a95e42d63>>
 * @relayHash 7109b0493b216af5ef432419d6ea12c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c02d80ad1f3a6edd512bd2db9cfc38b990746d1e5dcd8a6610b728728bbd615

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MaintenanceSectionQuery$variables = Record<PropertyKey, never>;
export type MaintenanceSectionQuery$data = {
  readonly projections: ReadonlyArray<{
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProjectionRow_projection">;
  }>;
};
export type MaintenanceSectionQuery = {
  response: MaintenanceSectionQuery$data;
  variables: MaintenanceSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenanceSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projection",
        "kind": "LinkedField",
        "name": "projections",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectionRow_projection"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaintenanceSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Projection",
        "kind": "LinkedField",
        "name": "projections",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
    "id": "1c02d80ad1f3a6edd512bd2db9cfc38b990746d1e5dcd8a6610b728728bbd615",
    "metadata": {},
    "name": "MaintenanceSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8234f7c4683a0dd163645e9e52aec714";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
