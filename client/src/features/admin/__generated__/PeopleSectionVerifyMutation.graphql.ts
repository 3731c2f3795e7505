/**
 * @generated SignedSource<<222bb7051c59e011b59674d56a864c87>>
 * @relayHash c7775d350940cb8325fb88cab10b681d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0989d3761865906fd8d99ad296186257ff2d1149252fd4f04aac3b5a6f13f658

import type { ConcreteRequest } from 'relay-runtime';
export type MarkEmailVerifiedInput = {
  commandId?: string | null | undefined;
  userId: string;
};
export type PeopleSectionVerifyMutation$variables = {
  input: MarkEmailVerifiedInput;
};
export type PeopleSectionVerifyMutation$data = {
  readonly markEmailVerified: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly emailVerified: boolean;
      readonly id: string;
    };
  };
};
export type PeopleSectionVerifyMutation = {
  response: PeopleSectionVerifyMutation$data;
  variables: PeopleSectionVerifyMutation$variables;
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
    "name": "markEmailVerified",
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
                "name": "emailVerified",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkEmailVerifiedPayload",
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
    "name": "PeopleSectionVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeopleSectionVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0989d3761865906fd8d99ad296186257ff2d1149252fd4f04aac3b5a6f13f658",
    "metadata": {},
    "name": "PeopleSectionVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "22c9e3f5020c4361d7956af422836b10";

export default node;
