/**
 * @generated SignedSource<<77c9fd22f08c7709ff17117b4becad84>>
 * @relayHash 86069218b6e201ac035886761d1e8e6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07f497acaec398680e80c04a16c53f20236614eca097f532d264b085cf906f7d

import type { ConcreteRequest } from 'relay-runtime';
export type FeedbackPageQuery$variables = Record<PropertyKey, never>;
export type FeedbackPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly config: {
        readonly feedbackUrl: string | null | undefined;
      };
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type FeedbackPageQuery = {
  response: FeedbackPageQuery$data;
  variables: FeedbackPageQuery$variables;
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
            "concreteType": "LeagueConfig",
            "kind": "LinkedField",
            "name": "config",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feedbackUrl",
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
    "name": "FeedbackPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedbackPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "07f497acaec398680e80c04a16c53f20236614eca097f532d264b085cf906f7d",
    "metadata": {},
    "name": "FeedbackPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95692858f8b43eefae44238ca0f7359b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
