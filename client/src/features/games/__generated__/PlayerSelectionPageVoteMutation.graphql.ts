/**
 * @generated SignedSource<<960e4590af4a65647d2ba9fc71625215>>
 * @relayHash 4b08c27dc23b358520a2e42a4ffbfa0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 821caea5fbb42aabfba3e1983c01e6de8cdbf81c213b3f7e9e1fbb9a558a6be3

import type { ConcreteRequest } from 'relay-runtime';
export type SelectionLayout = "DOUBLE" | "SINGLE" | "%future added value";
export type VoteDirection = "DOWN" | "UP" | "%future added value";
export type VotePlayerSelectionInput = {
  commandId?: string | null | undefined;
  direction: VoteDirection;
  layout: SelectionLayout;
};
export type PlayerSelectionPageVoteMutation$variables = {
  input: VotePlayerSelectionInput;
};
export type PlayerSelectionPageVoteMutation$data = {
  readonly votePlayerSelection: {
    readonly __typename: string;
    readonly message?: string;
    readonly votes?: {
      readonly double: {
        readonly downvotes: number;
        readonly upvotes: number;
      };
      readonly id: string;
      readonly single: {
        readonly downvotes: number;
        readonly upvotes: number;
      };
    };
  };
};
export type PlayerSelectionPageVoteMutation = {
  response: PlayerSelectionPageVoteMutation$data;
  variables: PlayerSelectionPageVoteMutation$variables;
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
    "name": "upvotes",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downvotes",
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
    "name": "votePlayerSelection",
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
            "concreteType": "PlayerSelectionVotes",
            "kind": "LinkedField",
            "name": "votes",
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
                "concreteType": "VoteCount",
                "kind": "LinkedField",
                "name": "single",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VoteCount",
                "kind": "LinkedField",
                "name": "double",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VotePlayerSelectionPayload",
        "abstractKey": null
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
    "name": "PlayerSelectionPageVoteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSelectionPageVoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "821caea5fbb42aabfba3e1983c01e6de8cdbf81c213b3f7e9e1fbb9a558a6be3",
    "metadata": {},
    "name": "PlayerSelectionPageVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56b45b62d508813ab8139d12bd7aea76";

export default node;
