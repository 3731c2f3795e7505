/**
 * @generated SignedSource<<1cfef520fdd86b0dc6d6fbc678605b4a>>
 * @relayHash 4da8d8c0f4ba8f9511701af6cc19d088
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce3a3e2e4f670dabe7ed6beab580552a180e936d410c0a3ad28246de4444de67

import type { ConcreteRequest } from 'relay-runtime';
export type RestoreDefaultRulesInput = {
  commandId?: string | null | undefined;
  organisationId: string;
};
export type RulesPageRestoreMutation$variables = {
  input: RestoreDefaultRulesInput;
};
export type RulesPageRestoreMutation$data = {
  readonly restoreDefaultRules: {
    readonly __typename: string;
    readonly message?: string;
    readonly rules?: {
      readonly html: string;
      readonly updatedOn: any;
    };
  };
};
export type RulesPageRestoreMutation = {
  response: RulesPageRestoreMutation$data;
  variables: RulesPageRestoreMutation$variables;
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
    "name": "restoreDefaultRules",
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
    "name": "RulesPageRestoreMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RulesPageRestoreMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ce3a3e2e4f670dabe7ed6beab580552a180e936d410c0a3ad28246de4444de67",
    "metadata": {},
    "name": "RulesPageRestoreMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45b03db4e6a5642821502781ce9e1115";

export default node;
