/**
 * @generated SignedSource<<f34cf18609f60250b1fd9b67406e74fb>>
 * @relayHash e877efc7e0b68d0cf4202c7dac8f29aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f2bf32d03f630a88c6c7bfa7f8081c0d087801659e617259a1eabb9c41a4ef0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerSelectionPageQuery$variables = Record<PropertyKey, never>;
export type PlayerSelectionPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly id: string;
      readonly playerSelectionVotes: {
        readonly " $fragmentSpreads": FragmentRefs<"PlayerSelectionVotes_votes">;
      };
      readonly players: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly displayName: string;
            readonly id: string;
            readonly seasonStats: {
              readonly lastPlayedOn: any | null | undefined;
              readonly oneOnOne: {
                readonly mmr: number;
              };
              readonly twoOnTwo: {
                readonly mmr: number;
              };
            } | null | undefined;
          };
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type PlayerSelectionPageQuery = {
  response: PlayerSelectionPageQuery$data;
  variables: PlayerSelectionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "mmr",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1000
    }
  ],
  "concreteType": "PlayerConnection",
  "kind": "LinkedField",
  "name": "players",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PlayerEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Player",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PlayerSeasonStats",
              "kind": "LinkedField",
              "name": "seasonStats",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastPlayedOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ModeStats",
                  "kind": "LinkedField",
                  "name": "oneOnOne",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ModeStats",
                  "kind": "LinkedField",
                  "name": "twoOnTwo",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
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
  ],
  "storageKey": "players(first:1000)"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "upvotes",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downvotes",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerSelectionPageQuery",
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
                "concreteType": "PlayerSelectionVotes",
                "kind": "LinkedField",
                "name": "playerSelectionVotes",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlayerSelectionVotes_votes"
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
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
    "name": "PlayerSelectionPageQuery",
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
                "concreteType": "PlayerSelectionVotes",
                "kind": "LinkedField",
                "name": "playerSelectionVotes",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VoteCount",
                    "kind": "LinkedField",
                    "name": "single",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VoteCount",
                    "kind": "LinkedField",
                    "name": "double",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5f2bf32d03f630a88c6c7bfa7f8081c0d087801659e617259a1eabb9c41a4ef0",
    "metadata": {},
    "name": "PlayerSelectionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6997c3f2a2de6d88b4f4a6de4d6509c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
