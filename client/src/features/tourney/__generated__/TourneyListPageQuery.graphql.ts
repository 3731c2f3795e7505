/**
 * @generated SignedSource<<ad8bcf73ff62e4b76d3311f454bc0021>>
 * @relayHash ea14952a5d47beb92c984dbb37c8fae2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7506c8c9b44b5e5f2c870214a5a3426de3779c01c7ef439914c49a695bf64408

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TourneyListPageQuery$variables = Record<PropertyKey, never>;
export type TourneyListPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly " $fragmentSpreads": FragmentRefs<"TourneyList_organisation">;
    } | null | undefined;
  } | null | undefined;
};
export type TourneyListPageQuery = {
  response: TourneyListPageQuery$data;
  variables: TourneyListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrganisationTourneysConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Tourney",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "participantCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
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
            "name": "viewerCanJoin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "firstPlace",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
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
    "name": "TourneyListPageQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TourneyList_organisation"
              }
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
    "name": "TourneyListPageQuery",
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
                "name": "viewerCanCreateTourney",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TourneyCounts",
                "kind": "LinkedField",
                "name": "tourneyCounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completed",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "active",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "filter",
                    "value": "ACTIVE"
                  },
                  (v1/*:: as any*/)
                ],
                "concreteType": "OrganisationTourneysConnection",
                "kind": "LinkedField",
                "name": "tourneys",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": "tourneys(filter:\"ACTIVE\",first:100)"
              },
              {
                "alias": "completed",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "filter",
                    "value": "COMPLETED"
                  },
                  (v1/*:: as any*/)
                ],
                "concreteType": "OrganisationTourneysConnection",
                "kind": "LinkedField",
                "name": "tourneys",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": "tourneys(filter:\"COMPLETED\",first:100)"
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
    "id": "7506c8c9b44b5e5f2c870214a5a3426de3779c01c7ef439914c49a695bf64408",
    "metadata": {},
    "name": "TourneyListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f6a91e818a706d74369f5fd687d4efe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
