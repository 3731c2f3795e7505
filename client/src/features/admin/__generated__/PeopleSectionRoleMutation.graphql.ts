/**
 * @generated SignedSource<<65f3dd486181c4d72eaed46dd415a3b7>>
 * @relayHash d719dbbef8882cc53aa4bbee19524b5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 444470687d7366bb5b525df7ceee40940a48df9b12e3a492678171d4caf49a24

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
      readonly viewerCanGrant: ReadonlyArray<OrganisationRole>;
      readonly viewerCanRevoke: ReadonlyArray<OrganisationRole>;
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
    "kind": "Variable",
    "name": "organisationId",
    "variableName": "orgId"
  }
],
v2 = [
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
                "args": (v1/*:: as any*/),
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "kind": "ScalarField",
                "name": "viewerCanGrant",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "kind": "ScalarField",
                "name": "viewerCanRevoke",
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeopleSectionRoleMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "444470687d7366bb5b525df7ceee40940a48df9b12e3a492678171d4caf49a24",
    "metadata": {},
    "name": "PeopleSectionRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13650f8637b079f52836c1f7da0ae601";

export default node;
