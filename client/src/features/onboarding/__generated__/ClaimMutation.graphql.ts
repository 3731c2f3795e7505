/**
 * @generated SignedSource<<c6b70f194d92ba3cecc06516ec398fef>>
 * @relayHash c3a9ab896ad3da0a468fa03649f4dcda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db1f4c0fd927fa9876308dec83653d7c597db3254f6b7af520609efa12482318

import type { ConcreteRequest } from 'relay-runtime';
export type ClaimPlayerInput = {
  commandId?: string | null | undefined;
  playerId: string;
};
export type ClaimMutation$variables = {
  input: ClaimPlayerInput;
};
export type ClaimMutation$data = {
  readonly claimPlayer: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ClaimMutation = {
  response: ClaimMutation$data;
  variables: ClaimMutation$variables;
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
    "name": "claimPlayer",
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
    "name": "ClaimMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "db1f4c0fd927fa9876308dec83653d7c597db3254f6b7af520609efa12482318",
    "metadata": {},
    "name": "ClaimMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20acacd38f06f5f0ee7d5a746af788f7";

export default node;
