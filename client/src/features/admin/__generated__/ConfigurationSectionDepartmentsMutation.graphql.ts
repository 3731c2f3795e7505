/**
 * @generated SignedSource<<90b00ad0ce72ed52b6829596837f0910>>
 * @relayHash 40e4b1f3f58d90a45dd29cc0d803ae05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58092213f622f3f040d491f02f730d7022c74ee89bdc9737cfa7c4926eceb2f1

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateDefaultDepartmentsInput = {
  commandId?: string | null | undefined;
  departments: ReadonlyArray<string>;
};
export type ConfigurationSectionDepartmentsMutation$variables = {
  input: UpdateDefaultDepartmentsInput;
};
export type ConfigurationSectionDepartmentsMutation$data = {
  readonly updateDefaultDepartments: {
    readonly __typename: string;
    readonly departments?: ReadonlyArray<string>;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type ConfigurationSectionDepartmentsMutation = {
  response: ConfigurationSectionDepartmentsMutation$data;
  variables: ConfigurationSectionDepartmentsMutation$variables;
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
    "name": "updateDefaultDepartments",
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
            "kind": "ScalarField",
            "name": "departments",
            "storageKey": null
          }
        ],
        "type": "DefaultDepartmentsPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ConfigurationSectionDepartmentsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfigurationSectionDepartmentsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "58092213f622f3f040d491f02f730d7022c74ee89bdc9737cfa7c4926eceb2f1",
    "metadata": {},
    "name": "ConfigurationSectionDepartmentsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02e5e3100cd13e2883ab4a8baaf73694";

export default node;
