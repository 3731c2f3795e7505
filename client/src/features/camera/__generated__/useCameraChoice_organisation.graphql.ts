/**
 * @generated SignedSource<<c562dd788977db80e13226853062b1a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useCameraChoice_organisation$data = {
  readonly locations: ReadonlyArray<{
    readonly cameraPath: string | null | undefined;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "useCameraChoice_organisation";
};
export type useCameraChoice_organisation$key = {
  readonly " $data"?: useCameraChoice_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCameraChoice_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useCameraChoice_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
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
          "name": "cameraPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "bfe35293c34cb0102841e024da2afcba";

export default node;
