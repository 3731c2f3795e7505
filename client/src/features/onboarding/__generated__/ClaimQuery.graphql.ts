/**
 * @generated SignedSource<<954e38ce5cc1de924090fa79e364cfea>>
 * @relayHash 41e69b4177a1fb4343e71971e804c58c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a26c9ca8699408f6d473714406b28eff061d69de95a8b758bc2712e5f58e9c18

import type { ConcreteRequest } from 'relay-runtime';
export type ClaimQuery$variables = Record<PropertyKey, never>;
export type ClaimQuery$data = {
  readonly organisations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type ClaimQuery = {
  response: ClaimQuery$data;
  variables: ClaimQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "QueryOrganisationsConnection",
    "kind": "LinkedField",
    "name": "organisations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryOrganisationsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "node",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "organisations(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClaimQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a26c9ca8699408f6d473714406b28eff061d69de95a8b758bc2712e5f58e9c18",
    "metadata": {},
    "name": "ClaimQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "649957c9faa148b3aff27a2d3ce49e6c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
