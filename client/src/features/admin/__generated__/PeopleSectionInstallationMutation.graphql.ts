/**
 * @generated SignedSource<<880e39dbb9f11ab2900a1a157dad1932>>
 * @relayHash e2ed58744a1a62ca981f89d307a3fdcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20af96617ee2a3860e649cea0dd872aee296f60b7a4adc0f1f7e826145090fb3

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
    "id": "20af96617ee2a3860e649cea0dd872aee296f60b7a4adc0f1f7e826145090fb3",
    "metadata": {},
    "name": "PeopleSectionInstallationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c9c5cb344c891f5e52d1fe138c675ba";

export default node;
