/**
 * @generated SignedSource<<3582c83aae4df648466f4a20108984c0>>
 * @relayHash d43eee33a24da7e60f58f4616239872c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c558aaf9bfc22cbc40ef85e1a4399c649340bb0e5f6572edcbbe70ebc3b9785f

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteMatchInput = {
  commandId?: string | null | undefined;
  matchId: string;
};
export type useDeleteMatchMutation$variables = {
  input: DeleteMatchInput;
};
export type useDeleteMatchMutation$data = {
  readonly deleteMatch: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewerCanRestore?: boolean;
  };
};
export type useDeleteMatchMutation = {
  response: useDeleteMatchMutation$data;
  variables: useDeleteMatchMutation$variables;
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
    "name": "deleteMatch",
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
            "name": "viewerCanRestore",
            "storageKey": null
          }
        ],
        "type": "DeleteMatchPayload",
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
    "name": "useDeleteMatchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMatchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c558aaf9bfc22cbc40ef85e1a4399c649340bb0e5f6572edcbbe70ebc3b9785f",
    "metadata": {},
    "name": "useDeleteMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "517487e092bee4fff972a9b3ee4ee9d1";

export default node;
