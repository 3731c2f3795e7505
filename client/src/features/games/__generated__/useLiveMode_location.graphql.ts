/**
 * @generated SignedSource<<78c8b01c0f880c7f47d3c239cb1c0a1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveMode_location$data = {
  readonly id: string;
  readonly liveGame: {
    readonly " $fragmentSpreads": FragmentRefs<"useLiveMode_liveGame">;
  } | null | undefined;
  readonly liveScoring: boolean;
  readonly name: string;
  readonly " $fragmentType": "useLiveMode_location";
};
export type useLiveMode_location$key = {
  readonly " $data"?: useLiveMode_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLiveMode_location">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLiveMode_location",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveScoring",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveGame",
      "kind": "LinkedField",
      "name": "liveGame",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useLiveMode_liveGame"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "c340acfedf1282ac4526b70708cc7e9d";

export default node;
