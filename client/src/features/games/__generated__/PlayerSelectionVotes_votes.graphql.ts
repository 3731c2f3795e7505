/**
 * @generated SignedSource<<e45b036432ce1afeb8503e72b896972b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerSelectionVotes_votes$data = {
  readonly double: {
    readonly downvotes: number;
    readonly upvotes: number;
  };
  readonly id: string;
  readonly single: {
    readonly downvotes: number;
    readonly upvotes: number;
  };
  readonly " $fragmentType": "PlayerSelectionVotes_votes";
};
export type PlayerSelectionVotes_votes$key = {
  readonly " $data"?: PlayerSelectionVotes_votes$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerSelectionVotes_votes">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerSelectionVotes_votes",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteCount",
      "kind": "LinkedField",
      "name": "double",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PlayerSelectionVotes",
  "abstractKey": null
};
})();

(node as any).hash = "5c481eb1449b97a66b8a05ba267ea283";

export default node;
