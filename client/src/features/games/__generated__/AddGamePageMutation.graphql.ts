/**
 * @generated SignedSource<<35e796ff3505eb6f5c8f59d6407ca52a>>
 * @relayHash ea746dec0ffbc274fd78ed93313bd131
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b0f96c6134848800302d4e747cf8ee49b0351357be2ad43e94c716696b45f97

import type { ConcreteRequest } from 'relay-runtime';
export type RecordMatchInput = {
  blacks: TeamLineupInput;
  commandId?: string | null | undefined;
  locationId?: string | null | undefined;
  mode: number;
  scoreBlacks: number;
  scoreWhites: number;
  sixInARow: boolean;
  whites: TeamLineupInput;
};
export type TeamLineupInput = {
  defense: string;
  offense?: string | null | undefined;
};
export type AddGamePageMutation$variables = {
  input: RecordMatchInput;
};
export type AddGamePageMutation$data = {
  readonly recordMatch: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly match?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type AddGamePageMutation = {
  response: AddGamePageMutation$data;
  variables: AddGamePageMutation$variables;
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
    "name": "recordMatch",
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
            "concreteType": "Match",
            "kind": "LinkedField",
            "name": "match",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RecordMatchPayload",
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
    "name": "AddGamePageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddGamePageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0b0f96c6134848800302d4e747cf8ee49b0351357be2ad43e94c716696b45f97",
    "metadata": {},
    "name": "AddGamePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1fdf9579ac2df289d715d1ffb1b9258c";

export default node;
