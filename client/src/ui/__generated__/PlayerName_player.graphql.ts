/**
 * @generated SignedSource<<906f78db6d0029f02b35a50ff428965e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayerName_player$data = {
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "PlayerName_player";
};
export type PlayerName_player$key = {
  readonly " $data"?: PlayerName_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerName_player",
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
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};

(node as any).hash = "b857847cf398ae2f78985c41657f379f";

export default node;
