/**
 * @generated SignedSource<<025c002907f88156eca6986b7281fb1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CameraToken_location$data = {
  readonly cameraToken: {
    readonly issuedAt: any;
    readonly start: string;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "CameraToken_location";
};
export type CameraToken_location$key = {
  readonly " $data"?: CameraToken_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"CameraToken_location">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CameraToken_location",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "e230443147545840cd1fe50ebecf9c5f";

export default node;
