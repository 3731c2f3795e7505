/**
 * @generated SignedSource<<f50211af199d467bae660b3a143b42c1>>
 * @relayHash 040d46138b77614cea4ba4c991959e60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3599167afae3e9196b1de07c06ec0d0ea7d84143781251989a199de8c88548d2

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
export type AddGameRecordMatchMutation$variables = {
  input: RecordMatchInput;
};
export type AddGameRecordMatchMutation$data = {
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
export type AddGameRecordMatchMutation = {
  response: AddGameRecordMatchMutation$data;
  variables: AddGameRecordMatchMutation$variables;
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
    "name": "AddGameRecordMatchMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddGameRecordMatchMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3599167afae3e9196b1de07c06ec0d0ea7d84143781251989a199de8c88548d2",
    "metadata": {},
    "name": "AddGameRecordMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99eb5e57195bfb0e75e42d8dc9677633";

export default node;
