/**
 * @generated SignedSource<<0aa85f791f7c50958adbb9931ae87e5d>>
 * @relayHash 54b337a0d3cce657ab07a0052edf4197
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c21358bad1e84b461ba3de56bd70bf43a358e57620cc87dde79fbf7ac12d307

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KrabbelTablesRefetchQuery$variables = {
  id: string;
  pageCrawled?: number | null | undefined;
  pageKrabbler?: number | null | undefined;
};
export type KrabbelTablesRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"KrabbelPage_season">;
  } | null | undefined;
};
export type KrabbelTablesRefetchQuery = {
  response: KrabbelTablesRefetchQuery$data;
  variables: KrabbelTablesRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": 1,
  "kind": "LocalArgument",
  "name": "pageCrawled"
},
v2 = {
  "defaultValue": 1,
  "kind": "LocalArgument",
  "name": "pageKrabbler"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "KrabbelTablesRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "pageCrawled",
                "variableName": "pageCrawled"
              },
              {
                "kind": "Variable",
                "name": "pageKrabbler",
                "variableName": "pageKrabbler"
              }
            ],
            "kind": "FragmentSpread",
            "name": "KrabbelPage_season"
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
    "name": "KrabbelTablesRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": "crawled",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "kind",
                    "value": "GEKRABBELT"
                  },
                  {
                    "kind": "Variable",
                    "name": "page",
                    "variableName": "pageCrawled"
                  }
                ],
                "concreteType": "CountPage",
                "kind": "LinkedField",
                "name": "krabbel",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": "krabbler",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "kind",
                    "value": "KRABBLER"
                  },
                  {
                    "kind": "Variable",
                    "name": "page",
                    "variableName": "pageKrabbler"
                  }
                ],
                "concreteType": "CountPage",
                "kind": "LinkedField",
                "name": "krabbel",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Season",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4c21358bad1e84b461ba3de56bd70bf43a358e57620cc87dde79fbf7ac12d307",
    "metadata": {},
    "name": "KrabbelTablesRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c87a523283f6527f872063b5f512e661";

export default node;
