/**
 * @generated SignedSource<<97fb0e4f4fcde5abd2e83acced7a4326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerLink_participant$data = {
  readonly name: string;
  readonly player: {
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  } | null | undefined;
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "player",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlayerName_player"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MatchParticipant",
  "abstractKey": null
};

(node as any).hash = "8c0d2b151dd93a052618bd004b45ba61";

export default node;
