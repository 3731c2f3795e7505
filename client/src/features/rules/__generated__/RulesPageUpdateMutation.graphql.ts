/**
 * @generated SignedSource<<3d8b84726853a11d0ecb3e94777380dd>>
 * @relayHash 01a87c7a4a08c50dc7ad0257004725b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e67c91e02a55edb664f4ec3713b03b2a2ba1f025e4135dcd916a088d710e78b

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateRulesInput = {
  commandId?: string | null | undefined;
  html: string;
  organisationId: string;
};
export type RulesPageUpdateMutation$variables = {
  input: UpdateRulesInput;
};
export type RulesPageUpdateMutation$data = {
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
export type RulesPageUpdateMutation = {
  response: RulesPageUpdateMutation$data;
  variables: RulesPageUpdateMutation$variables;
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
    "name": "RulesPageUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RulesPageUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9e67c91e02a55edb664f4ec3713b03b2a2ba1f025e4135dcd916a088d710e78b",
    "metadata": {},
    "name": "RulesPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c7b918114d820793f7e442c3c41743a";

export default node;
