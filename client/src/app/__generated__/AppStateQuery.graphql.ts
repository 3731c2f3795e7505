/**
 * @generated SignedSource<<f83323a552e0772f311c79907e282b98>>
 * @relayHash 941a542d00e26d60cd44d6bf0521a6f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bd83d86521bb59b83262cd982cae504fe78953172020400da3d02070e20133b

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "analyst" | "guest" | "host" | "moderator" | "player" | "%future added value";
export type AppStateQuery$variables = Record<PropertyKey, never>;
export type AppStateQuery$data = {
  readonly viewer: {
    readonly canOpenAdministration: boolean;
    readonly emailVerified: boolean;
    readonly isAdmin: boolean;
    readonly isInstallationAdmin: boolean;
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
        "name": "isInstallationAdmin",
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
    "id": "8bd83d86521bb59b83262cd982cae504fe78953172020400da3d02070e20133b",
    "metadata": {},
    "name": "AppStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a937dbdd5cbef24700110fece5ff2d2";

export default node;
