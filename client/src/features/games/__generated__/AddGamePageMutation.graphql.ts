/**
 * @generated SignedSource<<17cc2bb75688435a6b9f1b1a147d03e1>>
 * @relayHash 5759e15c45d3c5beeb425974ad15337e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9f63ee8e2a6256ca2e22ef93fbc0e41d03e2c5592ac6d057620fef01a40f7ae

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
        "type": "MatchPayload",
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
    "id": "e9f63ee8e2a6256ca2e22ef93fbc0e41d03e2c5592ac6d057620fef01a40f7ae",
    "metadata": {},
    "name": "AddGamePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5be4c39ecc9a0eab208c63fdb96561f6";

export default node;
