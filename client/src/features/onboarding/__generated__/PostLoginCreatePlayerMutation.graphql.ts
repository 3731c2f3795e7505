/**
 * @generated SignedSource<<d22995de5ec06debae9706c8bb89d6b4>>
 * @relayHash 55ad98f3f0de4b6f51c133731d48317a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 510936216ad591ef9c2be9e3dab9b99478d80bbc804ce5dcf824cbcd5aa7c2ca

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePlayerInput = {
  commandId?: string | null | undefined;
  department?: string | null | undefined;
  imageUrl?: string | null | undefined;
  locationId: string;
  name: string;
  nickname: string;
  organisationId: string;
};
export type PostLoginCreatePlayerMutation$variables = {
  input: CreatePlayerInput;
};
export type PostLoginCreatePlayerMutation$data = {
  readonly createPlayer: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly viewer?: {
      readonly setup: {
        readonly error: string | null | undefined;
        readonly hasValidSetup: boolean;
      };
    };
  };
};
export type PostLoginCreatePlayerMutation = {
  response: PostLoginCreatePlayerMutation$data;
  variables: PostLoginCreatePlayerMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
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
    "name": "createPlayer",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkspaceSetup",
                "kind": "LinkedField",
                "name": "setup",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasValidSetup",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreatePlayerPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InputValidationIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "PostLoginCreatePlayerMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PostLoginCreatePlayerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "510936216ad591ef9c2be9e3dab9b99478d80bbc804ce5dcf824cbcd5aa7c2ca",
    "metadata": {},
    "name": "PostLoginCreatePlayerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7663ceea9f292c4a13ce5b380cf44628";

export default node;
