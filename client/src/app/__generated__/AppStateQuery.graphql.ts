/**
 * @generated SignedSource<<0c5658ae807bfceb8c48149174dc29f8>>
 * @relayHash 902930766215ca0b546160fd8cde5801
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67445e1c6e6806194d9a8f9a695d3b2de4efa7f0970c2a9587451c0b7a104462

import type { ConcreteRequest } from 'relay-runtime';
export type AppStateQuery$variables = Record<PropertyKey, never>;
export type AppStateQuery$data = {
  readonly viewer: {
    readonly canOpenAdministration: boolean;
    readonly emailVerified: boolean;
    readonly organisation: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly player: {
      readonly id: string;
      readonly isClaimed: boolean;
      readonly name: string;
      readonly nickname: string;
    } | null | undefined;
    readonly user: {
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type AppStateQuery = {
  response: AppStateQuery$data;
  variables: AppStateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
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
        "name": "emailVerified",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canOpenAdministration",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "isClaimed",
            "storageKey": null
          }
        ],
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
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoUrl",
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
    "name": "AppStateQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppStateQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "67445e1c6e6806194d9a8f9a695d3b2de4efa7f0970c2a9587451c0b7a104462",
    "metadata": {},
    "name": "AppStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "370c9b9bd0569c3807a1cbb68d952350";

export default node;
