/**
 * @generated SignedSource<<62e8f388fd1a42880b727d86ea668219>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationForm_location$data = {
  readonly cameraHost: string | null | undefined;
  readonly id: string;
  readonly lat: number;
  readonly long: number;
  readonly name: string;
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
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "f05a26255b41a22ad916138da52f0b6c";

export default node;
