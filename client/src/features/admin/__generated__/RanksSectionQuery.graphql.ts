/**
 * @generated SignedSource<<2d0a2283449951b5c2f66a75962d467f>>
 * @relayHash 006df37be91a755163512cd871927df5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fab846e40eb4f297f351593458da23c05045dc516e34d793feb1ddd68f7ee098

import { ConcreteRequest } from 'relay-runtime';
export type RanksSectionQuery$variables = Record<PropertyKey, never>;
export type RanksSectionQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly organisation: {
      readonly id: string;
      readonly rankLadder: ReadonlyArray<{
        readonly icon: string;
        readonly minMmrOneOnOne: number;
        readonly minMmrTwoOnTwo: number;
        readonly name: string;
        readonly rank: number;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type RanksSectionQuery = {
  response: RanksSectionQuery$data;
  variables: RanksSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "isAdmin",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
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
    "name": "RanksSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RanksSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fab846e40eb4f297f351593458da23c05045dc516e34d793feb1ddd68f7ee098",
    "metadata": {},
    "name": "RanksSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9caa7480f1a2b0157002475434dbea66";

export default node;
