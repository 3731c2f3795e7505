/**
 * @generated SignedSource<<0d89d4da3858d091fd84081af7b7236f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RankIcon_rank$data = {
  readonly icon: string;
  readonly name: string;
  readonly " $fragmentType": "RankIcon_rank";
};
export type RankIcon_rank$key = {
  readonly " $data"?: RankIcon_rank$data;
  readonly " $fragmentSpreads": FragmentRefs<"RankIcon_rank">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RankIcon_rank",
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
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    }
  ],
  "type": "Rank",
  "abstractKey": null
};

(node as any).hash = "c285544d949bc1163541f5d98064ac85";

export default node;
