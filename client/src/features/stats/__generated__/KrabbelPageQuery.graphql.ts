/**
 * @generated SignedSource<<e944ff73dc28ae91adbd9287abe4ad7a>>
 * @relayHash 8cc326dc7228c9380ad8945976bb4105
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 079b8cc0eadffb2c321cc752fe639ee4a28206ef99db7a6e21844448b7353235

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KrabbelPageQuery$variables = {
  org?: string | null | undefined;
  season?: number | null | undefined;
};
export type KrabbelPageQuery$data = {
  readonly viewer: {
    readonly statsOrganisation: {
      readonly season: {
        readonly " $fragmentSpreads": FragmentRefs<"KrabbelPage_season">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonScope_query">;
};
export type KrabbelPageQuery = {
  response: KrabbelPageQuery$data;
  variables: KrabbelPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "org"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "season"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "org"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "season"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "page",
  "value": 1
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "page",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pageCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "CountEntry",
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
        "name": "count",
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
          (v3/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "KrabbelPageQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "org",
            "variableName": "org"
          },
          {
            "kind": "Variable",
            "name": "season",
            "variableName": "season"
          }
        ],
        "kind": "FragmentSpread",
        "name": "SeasonScope_query"
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
            "args": (v1/*:: as any*/),
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "statsOrganisation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
                "concreteType": "Season",
                "kind": "LinkedField",
                "name": "season",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "KrabbelPage_season"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "KrabbelPageQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "statsOrganisation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": (v4/*:: as any*/),
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
                          (v5/*:: as any*/),
                          (v3/*:: as any*/)
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
                "args": (v2/*:: as any*/),
                "concreteType": "Season",
                "kind": "LinkedField",
                "name": "season",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": "crawled",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "kind",
                        "value": "GEKRABBELT"
                      },
                      (v6/*:: as any*/)
                    ],
                    "concreteType": "CountPage",
                    "kind": "LinkedField",
                    "name": "krabbel",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": "krabbel(kind:\"GEKRABBELT\",page:1)"
                  },
                  {
                    "alias": "krabbler",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "kind",
                        "value": "KRABBLER"
                      },
                      (v6/*:: as any*/)
                    ],
                    "concreteType": "CountPage",
                    "kind": "LinkedField",
                    "name": "krabbel",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": "krabbel(kind:\"KRABBLER\",page:1)"
                  }
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
        "args": (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "079b8cc0eadffb2c321cc752fe639ee4a28206ef99db7a6e21844448b7353235",
    "metadata": {},
    "name": "KrabbelPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c11f4780846fffaba34d80ec7336fa8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
