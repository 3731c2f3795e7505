/**
 * @generated SignedSource<<ef2d01d7739426e6e564550d15737e24>>
 * @relayHash 5fcf4f0ba95a78a1d530c2b2742d693e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3853a9a5ba8ef6c09d63c2fe23e4a1d004c3589da7dde2d46cf905147d2b9009

import type { ConcreteRequest } from 'relay-runtime';
export type RulesPageQuery$variables = Record<PropertyKey, never>;
export type RulesPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly id: string;
      readonly name: string;
      readonly rules: {
        readonly html: string;
        readonly updatedOn: any;
        readonly viewerCanEdit: boolean;
      };
    } | null | undefined;
  } | null | undefined;
};
export type RulesPageQuery = {
  response: RulesPageQuery$data;
  variables: RulesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
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
            "concreteType": "Rules",
            "kind": "LinkedField",
            "name": "rules",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              }
            ],
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
    "name": "RulesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RulesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3853a9a5ba8ef6c09d63c2fe23e4a1d004c3589da7dde2d46cf905147d2b9009",
    "metadata": {},
    "name": "RulesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3c099e4264052a44ff820e4fdda956b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
