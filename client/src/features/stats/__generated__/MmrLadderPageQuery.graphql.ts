/**
 * @generated SignedSource<<dfbc460d92767b067b2e0804e202a59d>>
 * @relayHash 2af3059ff883ad4589c5d7754a4389f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09dc1e81b6e07d14c8ecde577cb015c9e4036e1de6bea71f11623fe5b4094514

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MmrLadderPageQuery$variables = {
  org?: string | null | undefined;
};
export type MmrLadderPageQuery$data = {
  readonly viewer: {
    readonly statsOrganisation: {
      readonly rankLadder: ReadonlyArray<{
        readonly icon: string;
        readonly minMmrOneOnOne: number;
        readonly minMmrTwoOnTwo: number;
        readonly name: string;
        readonly rank: number;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_organisation">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_query">;
};
export type MmrLadderPageQuery = {
  response: MmrLadderPageQuery$data;
  variables: MmrLadderPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "org"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "org"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Rank",
  "kind": "LinkedField",
  "name": "rankLadder",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minMmrOneOnOne",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minMmrTwoOnTwo",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MmrLadderPageQuery",
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
              (v3/*:: as any*/)
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
    "name": "MmrLadderPageQuery",
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v5/*:: as any*/),
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
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
                "storageKey": "seasons(first:100)"
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
                  (v2/*:: as any*/)
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
    "id": "09dc1e81b6e07d14c8ecde577cb015c9e4036e1de6bea71f11623fe5b4094514",
    "metadata": {},
    "name": "MmrLadderPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "03de26568bbab5492157da472c011c34";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
