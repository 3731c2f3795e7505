/**
 * @generated SignedSource<<37d509e125a737798b0e799f622be3c5>>
 * @relayHash 37b554241095f1af4c14769b7cb1c61b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a8b4be24ca34ea8f138d2516eb52e97246878fe996736b17858f7ade63f0dba

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMatchInput = {
  commandId?: string | null | undefined;
  matchId: string;
};
export type MatchDetailsPageDeleteMutation$variables = {
  input: DeleteMatchInput;
};
export type MatchDetailsPageDeleteMutation$data = {
  readonly deleteMatch: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type MatchDetailsPageDeleteMutation = {
  response: MatchDetailsPageDeleteMutation$data;
  variables: MatchDetailsPageDeleteMutation$variables;
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
    "name": "MatchDetailsPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MatchDetailsPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0a8b4be24ca34ea8f138d2516eb52e97246878fe996736b17858f7ade63f0dba",
    "metadata": {},
    "name": "MatchDetailsPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "415b7da68b69f8754a77da378bffc117";

export default node;
