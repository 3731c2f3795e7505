/**
 * @generated SignedSource<<8bd4763a47c24a3136ced6db3a376638>>
 * @relayHash 6ca7b5db1f608eabb48eae03116167d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cd3f8aea4216b79b6a8a407581978f3b55904294abb82638b9014d1c2585d05

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SelectionLayout = "DOUBLE" | "SINGLE" | "%future added value";
export type VoteDirection = "DOWN" | "UP" | "%future added value";
export type VotePlayerSelectionInput = {
  commandId?: string | null | undefined;
  direction: VoteDirection;
  layout: SelectionLayout;
};
export type PlayerSelectionVotesVoteMutation$variables = {
  input: VotePlayerSelectionInput;
};
export type PlayerSelectionVotesVoteMutation$data = {
  readonly votePlayerSelection: {
    readonly __typename: string;
    readonly message?: string;
    readonly votes?: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerSelectionVotes_votes">;
    };
  };
};
export type PlayerSelectionVotesVoteMutation = {
  response: PlayerSelectionVotesVoteMutation$data;
  variables: PlayerSelectionVotesVoteMutation$variables;
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
    "name": "PlayerSelectionVotesVoteMutation",
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
    "name": "PlayerSelectionVotesVoteMutation",
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
    "id": "4cd3f8aea4216b79b6a8a407581978f3b55904294abb82638b9014d1c2585d05",
    "metadata": {},
    "name": "PlayerSelectionVotesVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "663092ed880bd20fe5d8dfcf72424efc";

export default node;
