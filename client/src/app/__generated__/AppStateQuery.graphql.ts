/**
 * @generated SignedSource<<a5162e4a03370f32c9471b0f1d407ef5>>
 * @relayHash d05dd6e3441986866a006ad4718bab34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90c1e4378919272fa66740d2f157f73e295bb40b470559b0fb7cb8418ef1433e

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "guest" | "host" | "moderator" | "player" | "%future added value";
export type AppStateQuery$variables = Record<PropertyKey, never>;
export type AppStateQuery$data = {
  readonly viewer: {
    readonly emailVerified: boolean;
    readonly isAdmin: boolean;
    readonly isModerator: boolean;
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
    readonly roles: ReadonlyArray<Role>;
    readonly user: {
      readonly email: string;
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
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isModerator",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roles",
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
    "id": "90c1e4378919272fa66740d2f157f73e295bb40b470559b0fb7cb8418ef1433e",
    "metadata": {},
    "name": "AppStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e73e7b25df4bf43d429a83c22a467a0b";

export default node;
