/**
 * @generated SignedSource<<84252b8a43171e5b4f02f8e41a91e965>>
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
  readonly liveScoring: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveScoring",
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "cebc6418ac59d9947bda617039f3d71a";

export default node;
