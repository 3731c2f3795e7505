/**
 * @generated SignedSource<<5beedb910b7049b4744e03a3578976f4>>
 * @relayHash 7ae4a13eedd4a02d9ecbbb310558d6c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8af2724defd5088ed567ba4b44c80dbc0f1ea581f67d72aef926c8f338d0b0d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeasonPageQuery$variables = {
  asOf?: string | null | undefined;
  org?: string | null | undefined;
  season?: number | null | undefined;
};
export type SeasonPageQuery$data = {
  readonly viewer: {
    readonly statsOrganisation: {
      readonly id: string;
      readonly season: {
        readonly number: number;
        readonly " $fragmentSpreads": FragmentRefs<"SeasonTables_season" | "StatsScopeBar_season">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ChallengeFlyout_organisation" | "NoSeasons_organisation" | "StatsScopeBar_organisation">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_query">;
};
export type SeasonPageQuery = {
  response: SeasonPageQuery$data;
  variables: SeasonPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "asOf"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "org"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "season"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "org"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "season"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "asOfMatch",
  "variableName": "asOf"
},
v10 = {
  "kind": "Literal",
  "name": "page",
  "value": 1
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageCount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "SeasonTableEntry",
  "kind": "LinkedField",
  "name": "entries",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mmr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "winsInRow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bountyPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Rank",
      "kind": "LinkedField",
      "name": "rank",
      "plural": false,
      "selections": [
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "player",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SeasonPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StatsScopeBar_query"
      },
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
            "args": (v3/*:: as any*/),
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "statsOrganisation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StatsScopeBar_organisation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NoSeasons_organisation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChallengeFlyout_organisation"
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "Season",
                "kind": "LinkedField",
                "name": "season",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "StatsScopeBar_season"
                  },
                  {
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "asOf",
                        "variableName": "asOf"
                      }
                    ],
                    "kind": "FragmentSpread",
                    "name": "SeasonTables_season"
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SeasonPageQuery",
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
            "kind": "ScalarField",
            "name": "canChooseOrganisation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "statsOrganisation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "OrganisationSeasonsConnection",
                "kind": "LinkedField",
                "name": "seasons",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrganisationSeasonsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Season",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "seasons(first:100)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanAdminister",
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
                    "concreteType": "ChallengeConfig",
                    "kind": "LinkedField",
                    "name": "currentChallenge",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "points",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "changedOn",
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
                "args": (v5/*:: as any*/),
                "concreteType": "Season",
                "kind": "LinkedField",
                "name": "season",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organisation",
                    "kind": "LinkedField",
                    "name": "organisation",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "one",
                    "args": [
                      (v9/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "mode",
                        "value": 1
                      },
                      (v10/*:: as any*/)
                    ],
                    "concreteType": "SeasonTablePage",
                    "kind": "LinkedField",
                    "name": "table",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Match",
                        "kind": "LinkedField",
                        "name": "asOf",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "playedOn",
                            "storageKey": null
                          },
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "two",
                    "args": [
                      (v9/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "mode",
                        "value": 2
                      },
                      (v10/*:: as any*/)
                    ],
                    "concreteType": "SeasonTablePage",
                    "kind": "LinkedField",
                    "name": "table",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
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
        "args": (v7/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "organisations(first:100)"
      }
    ]
  },
  "params": {
    "id": "8af2724defd5088ed567ba4b44c80dbc0f1ea581f67d72aef926c8f338d0b0d7",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6b9f0b3c9d51f6f6bb7a1354d27b0e53";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
