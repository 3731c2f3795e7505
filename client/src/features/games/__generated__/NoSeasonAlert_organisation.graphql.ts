/**
 * @generated SignedSource<<b843159a1dbc63c4b6e61f3c21496861>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NoSeasonAlert_organisation$data = {
  readonly currentSeason: {
    readonly isActive: boolean;
  } | null | undefined;
  readonly viewerCanAdminister: boolean;
  readonly " $fragmentType": "NoSeasonAlert_organisation";
};
export type NoSeasonAlert_organisation$key = {
  readonly " $data"?: NoSeasonAlert_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoSeasonAlert_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoSeasonAlert_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAdminister",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Season",
      "kind": "LinkedField",
      "name": "currentSeason",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "2dbb26d0560461edfdf04c37b58b05b6";

export default node;
