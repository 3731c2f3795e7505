/**
 * @generated SignedSource<<01febdc5263d04c578e470631aaaea17>>
 * @relayHash 4048de3159f9d610d5e0e95646c4225a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 611aa4a007ed6787df695ebbd1482ca65451297c7f9a6106094f5922bdfe0a0f

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
      readonly viewerCanChangeInstallationAdmin: boolean;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanChangeInstallationAdmin",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetInstallationAdminPayload",
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
    "id": "611aa4a007ed6787df695ebbd1482ca65451297c7f9a6106094f5922bdfe0a0f",
    "metadata": {},
    "name": "PeopleSectionInstallationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6823edcd4524699c296a246df1df0bc";

export default node;
