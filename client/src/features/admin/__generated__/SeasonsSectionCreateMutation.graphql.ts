/**
 * @generated SignedSource<<9d5362f594881b5625f310a30d787646>>
 * @relayHash e2dca952282273494ea794818a31dc42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 481a5c542328d9d70b501bab54e3c3a7645d353f01d0582ef7c7861a11963b07

import type { ConcreteRequest } from 'relay-runtime';
export type CreateSeasonInput = {
  commandId?: string | null | undefined;
  endsOn: string;
  organisationId: string;
  startsOn: string;
};
export type SeasonsSectionCreateMutation$variables = {
  input: CreateSeasonInput;
};
export type SeasonsSectionCreateMutation$data = {
  readonly createSeason: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly season?: {
      readonly id: string;
      readonly number: number;
    };
  };
};
export type SeasonsSectionCreateMutation = {
  response: SeasonsSectionCreateMutation$data;
  variables: SeasonsSectionCreateMutation$variables;
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
    "name": "createSeason",
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
            "concreteType": "Season",
            "kind": "LinkedField",
            "name": "season",
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
                "name": "number",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateSeasonPayload",
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
    "name": "SeasonsSectionCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeasonsSectionCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "481a5c542328d9d70b501bab54e3c3a7645d353f01d0582ef7c7861a11963b07",
    "metadata": {},
    "name": "SeasonsSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c668ba236871f4cc2d744fb86e8eb9b6";

export default node;
