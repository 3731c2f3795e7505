/**
 * @generated SignedSource<<a38e5ff62bd7df2266a0b54ae5b16027>>
 * @relayHash 6627fc3d319cf55f0c529a9341ba3475
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 399c6c7711c75977a3f0d2ae236b57fa3a9f1467f50a8966d07f29aa8cfb3efc

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
        "type": "SeasonPayload",
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
    "id": "399c6c7711c75977a3f0d2ae236b57fa3a9f1467f50a8966d07f29aa8cfb3efc",
    "metadata": {},
    "name": "SeasonsSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fbf8c42c37baf60e025326f84301d310";

export default node;
