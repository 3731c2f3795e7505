/**
 * @generated SignedSource<<c7aefb3f68bf220126319b6c2d847e4d>>
 * @relayHash 917b01d1959866acf2c74983315e7390
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8814d3e8757b04bf46d5852281d5573ecb8668cc31a747f9f6bf5c98ced04157

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
        "type": "UpdateDefaultDepartmentsPayload",
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
    "id": "8814d3e8757b04bf46d5852281d5573ecb8668cc31a747f9f6bf5c98ced04157",
    "metadata": {},
    "name": "ConfigurationSectionDepartmentsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4279bdc97d023edcfaa1b31fd7408f1f";

export default node;
