/**
 * @generated SignedSource<<9eb21d9b250303a8d2e6eb98bbe0192b>>
 * @relayHash 3cbe5a8f5d89c71321e85488816c998e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df08b28079205eba66ce466edf78d4f1361394e67a98e7818596890e22bdd65a

import type { ConcreteRequest } from 'relay-runtime';
export type JoinOrganisationInput = {
  commandId?: string | null | undefined;
  token: string;
};
export type JoinOrganisationMutation$variables = {
  input: JoinOrganisationInput;
};
export type JoinOrganisationMutation$data = {
  readonly joinOrganisation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type JoinOrganisationMutation = {
  response: JoinOrganisationMutation$data;
  variables: JoinOrganisationMutation$variables;
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
    "name": "joinOrganisation",
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
    "name": "JoinOrganisationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinOrganisationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df08b28079205eba66ce466edf78d4f1361394e67a98e7818596890e22bdd65a",
    "metadata": {},
    "name": "JoinOrganisationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b87b39cc318bfc6266020abc1566c2b";

export default node;
