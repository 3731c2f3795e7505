/**
 * @generated SignedSource<<e3d4eedf057716a9127d08ffd2ee0241>>
 * @relayHash 26c8ba11598eaf5f4e77bdfc79a21688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8db399bc751440673c58a18ea0d0bf676488bad06a097bd4b579cc5b2029bab1

import type { ConcreteRequest } from 'relay-runtime';
export type RanksSectionQuery$variables = {
  orgId: string;
};
export type RanksSectionQuery$data = {
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
};
export type RanksSectionQuery = {
  response: RanksSectionQuery$data;
  variables: RanksSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "orgId"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RanksSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RanksSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8db399bc751440673c58a18ea0d0bf676488bad06a097bd4b579cc5b2029bab1",
    "metadata": {},
    "name": "RanksSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4977b6088eb79f14250c337ffd999f6";

export default node;
