/**
 * @generated SignedSource<<8542a0bc24611f840100a481fe899cec>>
 * @relayHash 2a59c4fc724098b59d4b302e2858f6b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c863e71c4b59abc1620fcb8b99105a8982ea28e6a25a10c77e1960468b9cc727

import type { ConcreteRequest } from 'relay-runtime';
export type SoundsPageQuery$variables = Record<PropertyKey, never>;
export type SoundsPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly config: {
        readonly soundboardUrl: string | null | undefined;
      };
    } | null | undefined;
  } | null | undefined;
};
export type SoundsPageQuery = {
  response: SoundsPageQuery$data;
  variables: SoundsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "LeagueConfig",
  "kind": "LinkedField",
  "name": "config",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soundboardUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SoundsPageQuery",
    "selections": [
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "SoundsPageQuery",
    "selections": [
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
              (v0/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c863e71c4b59abc1620fcb8b99105a8982ea28e6a25a10c77e1960468b9cc727",
    "metadata": {},
    "name": "SoundsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8068c94b3742e2416a0de14bc59c4c32";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
