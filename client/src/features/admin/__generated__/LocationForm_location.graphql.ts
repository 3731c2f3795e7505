/**
 * @generated SignedSource<<c09cbed4d1aa246eb40ecee0c4582ecf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationForm_location$data = {
  readonly cameraHost: string | null | undefined;
  readonly cameraToken: {
    readonly start: string;
  } | null | undefined;
  readonly id: string;
  readonly lat: number | null | undefined;
  readonly liveScoring: boolean;
  readonly long: number | null | undefined;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"CameraToken_location">;
  readonly " $fragmentType": "LocationForm_location";
};
export type LocationForm_location$key = {
  readonly " $data"?: LocationForm_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationForm_location">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationForm_location",
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
      "name": "lat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "long",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cameraHost",
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
      "concreteType": "CameraToken",
      "kind": "LinkedField",
      "name": "cameraToken",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CameraToken_location"
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "270bf6f757cf4de0068b6a2499bfbd1e";

export default node;
