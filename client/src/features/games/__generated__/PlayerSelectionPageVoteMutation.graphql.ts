/**
 * @generated SignedSource<<d2d9cd65b09e00fb4212fa5994eab524>>
 * @relayHash 297f0790cc108286df9b32f04000b592
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56e737658902d8b04fc0995f2c50d53a0b6d6631eb036d26eedd94ee6446bae8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"PlayerSelectionVotes_votes">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
},
v4 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerSelectionPageVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "votePlayerSelection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlayerSelectionVotes_votes"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "VotePlayerSelectionPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSelectionPageVoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "votePlayerSelection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VoteCount",
                    "kind": "LinkedField",
                    "name": "double",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "VotePlayerSelectionPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "56e737658902d8b04fc0995f2c50d53a0b6d6631eb036d26eedd94ee6446bae8",
    "metadata": {},
    "name": "PlayerSelectionPageVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "67dd8e3bbeef3795c22c86d7b362caef";

export default node;
