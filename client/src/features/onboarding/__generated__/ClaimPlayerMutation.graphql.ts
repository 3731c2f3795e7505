/**
 * @generated SignedSource<<a4ac641687d5e18b00899464c75937fc>>
 * @relayHash 2caa8ca05916fe7e407246d33ac154e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e10acf91dd8e6a5d4c9907466f88ff466d59bc64a83d29b24b98c079728590ba

import type { ConcreteRequest } from 'relay-runtime';
export type ClaimPlayerInput = {
  commandId?: string | null | undefined;
  playerId: string;
};
export type ClaimPlayerMutation$variables = {
  input: ClaimPlayerInput;
};
export type ClaimPlayerMutation$data = {
  readonly claimPlayer: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ClaimPlayerMutation = {
  response: ClaimPlayerMutation$data;
  variables: ClaimPlayerMutation$variables;
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
    "name": "ClaimPlayerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimPlayerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e10acf91dd8e6a5d4c9907466f88ff466d59bc64a83d29b24b98c079728590ba",
    "metadata": {},
    "name": "ClaimPlayerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "46b0db7ed38ac9c95b5cdac50885d20e";

export default node;
