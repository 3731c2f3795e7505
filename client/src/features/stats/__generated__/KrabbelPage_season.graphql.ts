/**
 * @generated SignedSource<<08df87e37a4e0c7750c0e374d3980a9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KrabbelPage_season$data = {
  readonly crawled: {
    readonly page: number;
    readonly " $fragmentSpreads": FragmentRefs<"CountTable_page">;
  };
  readonly id: string;
  readonly krabbler: {
    readonly page: number;
    readonly " $fragmentSpreads": FragmentRefs<"CountTable_page">;
  };
  readonly " $fragmentType": "KrabbelPage_season";
};
export type KrabbelPage_season$key = {
  readonly " $data"?: KrabbelPage_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"KrabbelPage_season">;
};

import KrabbelTablesRefetchQuery_graphql from './KrabbelTablesRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "page",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CountTable_page"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "pageCrawled"
    },
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "pageKrabbler"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": KrabbelTablesRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "KrabbelPage_season",
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
      "selections": (v0/*:: as any*/),
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Season",
  "abstractKey": null
};
})();

(node as any).hash = "c87a523283f6527f872063b5f512e661";

export default node;
