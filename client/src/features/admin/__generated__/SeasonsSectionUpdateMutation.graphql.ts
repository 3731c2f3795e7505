/**
 * @generated SignedSource<<90a6ddce0c3b111586e63c0039fca141>>
 * @relayHash 4d1db056bc4217a6124efd4beb1d9bc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98e56f4235f954c9a66b92809dac2be02639cf5e79d319e216eb12b14bec143d

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateSeasonInput = {
  commandId?: string | null | undefined;
  endsOn: string;
  seasonId: string;
  startsOn: string;
};
export type SeasonsSectionUpdateMutation$variables = {
  input: UpdateSeasonInput;
};
export type SeasonsSectionUpdateMutation$data = {
  readonly updateSeason: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly season?: {
      readonly endsOn: any;
      readonly id: string;
      readonly startsOn: any;
    };
  };
};
export type SeasonsSectionUpdateMutation = {
  response: SeasonsSectionUpdateMutation$data;
  variables: SeasonsSectionUpdateMutation$variables;
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
    "name": "updateSeason",
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
                "name": "startsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsOn",
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
    "name": "SeasonsSectionUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeasonsSectionUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "98e56f4235f954c9a66b92809dac2be02639cf5e79d319e216eb12b14bec143d",
    "metadata": {},
    "name": "SeasonsSectionUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3fc7dda54471be849be84cce440cfde8";

export default node;
