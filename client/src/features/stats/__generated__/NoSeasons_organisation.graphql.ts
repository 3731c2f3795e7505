/**
 * @generated SignedSource<<e66bb4801c1e5f2ecbdf7d036ceb2947>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NoSeasons_organisation$data = {
  readonly viewerCanAdminister: boolean;
  readonly " $fragmentType": "NoSeasons_organisation";
};
export type NoSeasons_organisation$key = {
  readonly " $data"?: NoSeasons_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoSeasons_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoSeasons_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAdminister",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "17451cd91e56439e335f616e2879bb2c";

export default node;
