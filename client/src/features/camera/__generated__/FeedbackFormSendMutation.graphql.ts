/**
 * @generated SignedSource<<7262bcba7b2ad25ba749f3727b95dc73>>
 * @relayHash a4602e659dd98db54edf69b382c319e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07783e9726356894e7a1b4919e34001ba6df60c6de2430240d3ad37c65095a69

import type { ConcreteRequest } from 'relay-runtime';
export type SendFeedbackInput = {
  commandId?: string | null | undefined;
  organisationId: string;
  text: string;
};
export type FeedbackFormSendMutation$variables = {
  input: SendFeedbackInput;
};
export type FeedbackFormSendMutation$data = {
  readonly sendFeedback: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly sentAt?: any;
  };
};
export type FeedbackFormSendMutation = {
  response: FeedbackFormSendMutation$data;
  variables: FeedbackFormSendMutation$variables;
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
    "name": "sendFeedback",
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
            "name": "sentAt",
            "storageKey": null
          }
        ],
        "type": "SendFeedbackPayload",
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
    "name": "FeedbackFormSendMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedbackFormSendMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "07783e9726356894e7a1b4919e34001ba6df60c6de2430240d3ad37c65095a69",
    "metadata": {},
    "name": "FeedbackFormSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39123ac4241b832b8154bdef30c22c31";

export default node;
