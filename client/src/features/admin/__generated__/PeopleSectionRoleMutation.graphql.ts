/**
 * @generated SignedSource<<3b587c642d551a4d15d13d9220465c7c>>
 * @relayHash abc4475b3133da1159fcb4e2bfd65f7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfa318c2eb50f6aa0c70dd6cef2f01ccc542553283963aa6fb0af23b62e8cc19

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "guest" | "host" | "moderator" | "player" | "%future added value";
export type UserClaim = "admin" | "moderator" | "%future added value";
export type SetUserRoleInput = {
  commandId?: string | null | undefined;
  granted: boolean;
  role: UserClaim;
  userId: string;
};
export type PeopleSectionRoleMutation$variables = {
  input: SetUserRoleInput;
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
                "args": null,
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
    "id": "cfa318c2eb50f6aa0c70dd6cef2f01ccc542553283963aa6fb0af23b62e8cc19",
    "metadata": {},
    "name": "PeopleSectionRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0a51dd896ab20239bb39932bb196a579";

export default node;
