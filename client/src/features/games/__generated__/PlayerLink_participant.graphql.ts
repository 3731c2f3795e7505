/**
 * @generated SignedSource<<786fe84db626bbc04e27132f0e191a3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerLink_participant$data = {
  readonly name: string;
  readonly playerId: string;
  readonly " $fragmentType": "PlayerLink_participant";
};
export type PlayerLink_participant$key = {
  readonly " $data"?: PlayerLink_participant$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerLink_participant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerLink_participant",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "MatchParticipant",
  "abstractKey": null
};

(node as any).hash = "32492c57f6e4ba0d96ee1ed140f3f6c0";

export default node;
