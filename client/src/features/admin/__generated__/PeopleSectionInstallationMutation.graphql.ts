/**
 * @generated SignedSource<<8a3feeff3f50d5a085ae6337d7c4f392>>
 * @relayHash 4c6f93e0aba7e124326a80bafc5cc9ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75af63dc99dd4d60dca21ccbf9f6f6f3130d18bd007400e1ad596f41c8761062

import type { ConcreteRequest } from 'relay-runtime';
export type SetInstallationAdminInput = {
  appointed: boolean;
  commandId?: string | null | undefined;
  userId: string;
};
export type PeopleSectionInstallationMutation$variables = {
  input: SetInstallationAdminInput;
};
export type PeopleSectionInstallationMutation$data = {
  readonly setInstallationAdmin: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly isInstallationAdmin: boolean;
    };
  };
};
export type PeopleSectionInstallationMutation = {
  response: PeopleSectionInstallationMutation$data;
  variables: PeopleSectionInstallationMutation$variables;
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
    "name": "setInstallationAdmin",
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
                "name": "isInstallationAdmin",
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
    "name": "PeopleSectionInstallationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeopleSectionInstallationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75af63dc99dd4d60dca21ccbf9f6f6f3130d18bd007400e1ad596f41c8761062",
    "metadata": {},
    "name": "PeopleSectionInstallationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c5b4893f97c8e64b451fc3be1177ac8";

export default node;
