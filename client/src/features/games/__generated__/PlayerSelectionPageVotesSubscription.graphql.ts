/**
 * @generated SignedSource<<46afbb090ce6e8a000d6ebc71293fb99>>
 * @relayHash 556e40275bb68e60dc9542659e15d98f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b40e64252d3856d1aba7692faa3683a408dd263469607e1d3bfa9ff9fb9de32b

import type { ConcreteRequest } from 'relay-runtime';
export type PlayerSelectionPageVotesSubscription$variables = {
  organisationId: string;
};
export type PlayerSelectionPageVotesSubscription$data = {
  readonly playerSelectionVotesChanged: {
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
export type PlayerSelectionPageVotesSubscription = {
  response: PlayerSelectionPageVotesSubscription$data;
  variables: PlayerSelectionPageVotesSubscription$variables;
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
        "name": "organisationId",
        "variableName": "organisationId"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerSelectionPageVotesSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSelectionPageVotesSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b40e64252d3856d1aba7692faa3683a408dd263469607e1d3bfa9ff9fb9de32b",
    "metadata": {},
    "name": "PlayerSelectionPageVotesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "dce04fad9bb729a6e0be2b98520e0be8";

export default node;
