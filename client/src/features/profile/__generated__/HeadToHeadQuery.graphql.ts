/**
 * @generated SignedSource<<65115590e0e0e5bcb5b179447c64d75d>>
 * @relayHash a20ff50ab47ff0c6183351a4d38ee420
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02b8aae96d2acc4360c16cc062666120958f8f1e3c8f54ca4ce565d3db488772

import type { ConcreteRequest } from 'relay-runtime';
export type HeadToHeadQuery$variables = {
  opponent: string;
  player: string;
  season?: number | null | undefined;
};
export type HeadToHeadQuery$data = {
  readonly node: {
    readonly headToHead?: {
      readonly against: number;
      readonly losses: number;
      readonly together: number;
      readonly wins: number;
      readonly winsTogether: number;
    };
  } | null | undefined;
};
export type HeadToHeadQuery = {
  response: HeadToHeadQuery$data;
  variables: HeadToHeadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "opponent"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "player"
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
    "variableName": "player"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "opponent",
          "variableName": "opponent"
        },
        {
          "kind": "Variable",
          "name": "season",
          "variableName": "season"
        }
      ],
      "concreteType": "PlayerRelation",
      "kind": "LinkedField",
      "name": "headToHead",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "together",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "winsTogether",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "against",
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
          "name": "losses",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
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
    "name": "HeadToHeadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HeadToHeadQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02b8aae96d2acc4360c16cc062666120958f8f1e3c8f54ca4ce565d3db488772",
    "metadata": {},
    "name": "HeadToHeadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e329dbae371ddacaffc23a0db292bfd";

export default node;
