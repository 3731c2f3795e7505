/**
 * @generated SignedSource<<4fe706e9e043cf782ce8e460e1a6dd56>>
 * @relayHash d4b71a36182e7eb4e8c7c1642627db44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13d98d19ebb1884eff57e48e47b42d912bae71ce6edd9d83e6e7bb336773eb6f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerSelectionVotesSubscription$variables = {
  organisationId: string;
};
export type PlayerSelectionVotesSubscription$data = {
  readonly playerSelectionVotesChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"PlayerSelectionVotes_votes">;
  };
};
export type PlayerSelectionVotesSubscription = {
  response: PlayerSelectionVotesSubscription$data;
  variables: PlayerSelectionVotesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organisationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "organisationId",
    "variableName": "organisationId"
  }
],
v2 = [
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
    "name": "PlayerSelectionVotesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlayerSelectionVotes",
        "kind": "LinkedField",
        "name": "playerSelectionVotesChanged",
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSelectionVotesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlayerSelectionVotes",
        "kind": "LinkedField",
        "name": "playerSelectionVotesChanged",
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VoteCount",
            "kind": "LinkedField",
            "name": "double",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "13d98d19ebb1884eff57e48e47b42d912bae71ce6edd9d83e6e7bb336773eb6f",
    "metadata": {},
    "name": "PlayerSelectionVotesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "dbb56acd00c45c4127a985754ea45edb";

export default node;
