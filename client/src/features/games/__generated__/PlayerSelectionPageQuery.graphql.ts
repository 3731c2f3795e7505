/**
 * @generated SignedSource<<fd31d127139237d1becabc8f794d0300>>
 * @relayHash e695c4f7b22023396e3aad884c9376a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54f0086fd5fdab1feadaf36fa79ad01bcbd758132955edeb48f507287f417413

import type { ConcreteRequest } from 'relay-runtime';
export type PlayerSelectionPageQuery$variables = Record<PropertyKey, never>;
export type PlayerSelectionPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly config: {
        readonly singleConfigs: {
          readonly showNicknames: boolean;
        };
      };
      readonly id: string;
      readonly playerSelectionVotes: {
        readonly double: {
          readonly downvotes: number;
          readonly upvotes: number;
        };
        readonly id: string;
        readonly single: {
          readonly downvotes: number;
          readonly upvotes: number;
        };
      };
      readonly players: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly name: string;
            readonly nickname: string;
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
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "mmr",
    "storageKey": null
  }
],
v3 = [
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
            "concreteType": "LeagueConfig",
            "kind": "LinkedField",
            "name": "config",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SingleConfigs",
                "kind": "LinkedField",
                "name": "singleConfigs",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "showNicknames",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VoteCount",
                "kind": "LinkedField",
                "name": "double",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
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
                            "selections": (v2/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ModeStats",
                            "kind": "LinkedField",
                            "name": "twoOnTwo",
                            "plural": false,
                            "selections": (v2/*:: as any*/),
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
    "name": "PlayerSelectionPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlayerSelectionPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "54f0086fd5fdab1feadaf36fa79ad01bcbd758132955edeb48f507287f417413",
    "metadata": {},
    "name": "PlayerSelectionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94ff80c61962d3906f53456d15ccd8f0";

export default node;
