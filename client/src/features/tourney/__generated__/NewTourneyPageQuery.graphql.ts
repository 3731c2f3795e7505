/**
 * @generated SignedSource<<ba159a69326d36a69ae389a8f430fffa>>
 * @relayHash 7dab05c5878a65c1d95cbd25d81152e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c8bdec83abe7aafc26b9e60181546e5ce02c8a1d6a141db546c6499c63df78c

import type { ConcreteRequest } from 'relay-runtime';
export type NewTourneyPageQuery$variables = Record<PropertyKey, never>;
export type NewTourneyPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly id: string;
      readonly viewerCanCreateTourney: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type NewTourneyPageQuery = {
  response: NewTourneyPageQuery$data;
  variables: NewTourneyPageQuery$variables;
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
            "name": "viewerCanCreateTourney",
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
    "name": "NewTourneyPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewTourneyPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2c8bdec83abe7aafc26b9e60181546e5ce02c8a1d6a141db546c6499c63df78c",
    "metadata": {},
    "name": "NewTourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3127392dded4835c2cb709fc11095f3f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
