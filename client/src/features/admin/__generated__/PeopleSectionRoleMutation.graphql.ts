/**
 * @generated SignedSource<<ae4540c3b29e71adff7b91d1395e66eb>>
 * @relayHash 25c3f7b9aebb168fe469532c1e53b2dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62ee07c82fc51c82c72900bd913d8d961111444deea084b0ee59bd9d9d745f15

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationRole = "admin" | "analyst" | "moderator" | "%future added value";
export type Role = "admin" | "analyst" | "guest" | "host" | "moderator" | "player" | "%future added value";
export type SetUserRoleInput = {
  commandId?: string | null | undefined;
  granted: boolean;
  organisationId: string;
  role: OrganisationRole;
  userId: string;
};
export type PeopleSectionRoleMutation$variables = {
  input: SetUserRoleInput;
  orgId: string;
};
export type PeopleSectionRoleMutation$data = {
  readonly setUserRole: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly roles: ReadonlyArray<Role>;
    };
  };
};
export type PeopleSectionRoleMutation = {
  response: PeopleSectionRoleMutation$data;
  variables: PeopleSectionRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setUserRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "args": [
                  {
                    "kind": "Variable",
                    "name": "organisationId",
                    "variableName": "orgId"
                  }
                ],
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetUserRolePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "PeopleSectionRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeopleSectionRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "62ee07c82fc51c82c72900bd913d8d961111444deea084b0ee59bd9d9d745f15",
    "metadata": {},
    "name": "PeopleSectionRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca014d593d964b49d8b683780cab762b";

export default node;
