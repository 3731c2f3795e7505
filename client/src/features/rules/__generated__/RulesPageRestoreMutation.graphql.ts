/**
 * @generated SignedSource<<6d3da7f9a753570876e3135a30de9530>>
 * @relayHash 1b25909447008763693e77535b3fc077
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccb07f4ea6fbb11651a0ea07d57fcaa51d4a9513b1ab0dcdda5201ec109a9931

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
        "type": "RestoreDefaultRulesPayload",
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
    "id": "ccb07f4ea6fbb11651a0ea07d57fcaa51d4a9513b1ab0dcdda5201ec109a9931",
    "metadata": {},
    "name": "RulesPageRestoreMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e38f7e294e8f639278fdbdce5b62c780";

export default node;
