/**
 * @generated SignedSource<<be275d1bc96ba5b4e37fc1d684613338>>
 * @relayHash 1ed1d7b5bc9ae844d1a06772d3330075
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a99574b464be04ddcee815c4426648d827403b4e9fa4497f9a8b02b30ff64c93

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
        "type": "RulesPayload",
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
    "id": "a99574b464be04ddcee815c4426648d827403b4e9fa4497f9a8b02b30ff64c93",
    "metadata": {},
    "name": "RulesPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "000972ca0eca828712424211311570ba";

export default node;
