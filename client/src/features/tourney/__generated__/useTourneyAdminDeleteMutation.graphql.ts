/**
 * @generated SignedSource<<fbca53f4960f8099aa5dfa3c37ef70f3>>
 * @relayHash ae6e05d836e0637282e5206796898408
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ce42ad4d72d4d2804b2ffb0073283618960446a180496a0c4a6ed473d64c3c7

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteTourneyInput = {
  commandId?: string | null | undefined;
  tourneyId: string;
};
export type useTourneyAdminDeleteMutation$variables = {
  input: DeleteTourneyInput;
};
export type useTourneyAdminDeleteMutation$data = {
  readonly deleteTourney: {
    readonly __typename: string;
    readonly deletedTourneyId?: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
      readonly id: string;
      readonly tourneyCounts: {
        readonly active: number;
        readonly completed: number;
      };
    };
  };
};
export type useTourneyAdminDeleteMutation = {
  response: useTourneyAdminDeleteMutation$data;
  variables: useTourneyAdminDeleteMutation$variables;
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
    "name": "deleteTourney",
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
            "name": "deletedTourneyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
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
                "concreteType": "TourneyCounts",
                "kind": "LinkedField",
                "name": "tourneyCounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completed",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DeleteTourneyPayload",
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
    "name": "useTourneyAdminDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTourneyAdminDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0ce42ad4d72d4d2804b2ffb0073283618960446a180496a0c4a6ed473d64c3c7",
    "metadata": {},
    "name": "useTourneyAdminDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1fa12ab68ace2637947cb403d4c09c36";

export default node;
