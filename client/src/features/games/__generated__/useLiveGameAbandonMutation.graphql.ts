/**
 * @generated SignedSource<<df444a6516f7c00dbf283840ff5acb28>>
 * @relayHash bd632114ad011a79403caeab0d096a09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83e987cbfe39f8ca216820021f762fdc56802f9bd5fa97c2d63566c2bc3dc571

import type { ConcreteRequest } from 'relay-runtime';
export type LiveGameStatus = "ENDED" | "RUNNING" | "%future added value";
export type AbandonLiveGameInput = {
  commandId?: string | null | undefined;
  liveGameId: string;
};
export type useLiveGameAbandonMutation$variables = {
  input: AbandonLiveGameInput;
};
export type useLiveGameAbandonMutation$data = {
  readonly abandonLiveGame: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly liveGame?: {
      readonly id: string;
      readonly status: LiveGameStatus;
    };
    readonly message?: string;
  };
};
export type useLiveGameAbandonMutation = {
  response: useLiveGameAbandonMutation$data;
  variables: useLiveGameAbandonMutation$variables;
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
    "name": "abandonLiveGame",
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
            "concreteType": "LiveGame",
            "kind": "LinkedField",
            "name": "liveGame",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AbandonLiveGamePayload",
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
    "name": "useLiveGameAbandonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveGameAbandonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "83e987cbfe39f8ca216820021f762fdc56802f9bd5fa97c2d63566c2bc3dc571",
    "metadata": {},
    "name": "useLiveGameAbandonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "229469c94421ddb9d410d3ccdb509720";

export default node;
