/**
 * @generated SignedSource<<44b840a804c4d7ba3ebb887f46f8481d>>
 * @relayHash 606e32f78a8f83f52ab46c7775a3b32b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d274fb0904d3d85e0bf5ecbdea77599b4c23277dae12b729f10e5bd60d3c0d50

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateRulesInput = {
  commandId?: string | null | undefined;
  html: string;
  organisationId: string;
};
export type RulesPageMutation$variables = {
  input: UpdateRulesInput;
};
export type RulesPageMutation$data = {
  readonly updateRules: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly rules?: {
      readonly html: string;
      readonly updatedOn: any;
    };
  };
};
export type RulesPageMutation = {
  response: RulesPageMutation$data;
  variables: RulesPageMutation$variables;
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
    "name": "updateRules",
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
            "concreteType": "Rules",
            "kind": "LinkedField",
            "name": "rules",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedOn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateRulesPayload",
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
    "name": "RulesPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RulesPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d274fb0904d3d85e0bf5ecbdea77599b4c23277dae12b729f10e5bd60d3c0d50",
    "metadata": {},
    "name": "RulesPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "65d8487907de4be581387b6e9ea2a87f";

export default node;
