/**
 * @generated SignedSource<<5690e735953c7b1d256d3d852680ef1c>>
 * @relayHash 042253e61335e2cd3a3ef52e463f0dd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c0b8484dcaae1815b0cf9142fd7b6cb54c5231f76e2c36b69e44563c9547c0b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DepartmentsPageQuery$variables = {
  org?: string | null | undefined;
  season?: number | null | undefined;
};
export type DepartmentsPageQuery$data = {
  readonly viewer: {
    readonly statsOrganisation: {
      readonly season: {
        readonly one: ReadonlyArray<{
          readonly averageRating: number;
          readonly name: string;
          readonly place: number;
          readonly size: number;
        }>;
        readonly two: ReadonlyArray<{
          readonly averageRating: number;
          readonly name: string;
          readonly place: number;
          readonly size: number;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_season">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"NoSeasons_organisation" | "StatsScopeBar_organisation">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_query">;
};
export type DepartmentsPageQuery = {
  response: DepartmentsPageQuery$data;
  variables: DepartmentsPageQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "place",
    "storageKey": null
  },
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "averageRating",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "size",
    "storageKey": null
  }
],
v5 = {
  "alias": "one",
  "args": [
    {
      "kind": "Literal",
      "name": "mode",
      "value": 1
    }
  ],
  "concreteType": "DepartmentRank",
  "kind": "LinkedField",
  "name": "departmentRanking",
  "plural": true,
  "selections": (v4/*:: as any*/),
  "storageKey": "departmentRanking(mode:1)"
},
v6 = {
  "alias": "two",
  "args": [
    {
      "kind": "Literal",
      "name": "mode",
      "value": 2
    }
  ],
  "concreteType": "DepartmentRank",
  "kind": "LinkedField",
  "name": "departmentRanking",
  "plural": true,
  "selections": (v4/*:: as any*/),
  "storageKey": "departmentRanking(mode:2)"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DepartmentsPageQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "statsOrganisation",
            "plural": false,
            "selections": [
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
                    "name": "StatsScopeBar_season"
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
    "name": "DepartmentsPageQuery",
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
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
                          (v9/*:: as any*/),
                          (v7/*:: as any*/)
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
                  (v9/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
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
        "args": (v8/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v3/*:: as any*/)
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
    "id": "0c0b8484dcaae1815b0cf9142fd7b6cb54c5231f76e2c36b69e44563c9547c0b",
    "metadata": {},
    "name": "DepartmentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ca8c2ab586b0f3884e45d8d6b14d1f0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
