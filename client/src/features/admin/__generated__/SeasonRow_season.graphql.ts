/**
 * @generated SignedSource<<7d0cf598418b577642ed9c8ca61fb4d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeasonRow_season$data = {
  readonly endsOn: any;
  readonly id: string;
  readonly number: number;
  readonly startsOn: any;
  readonly " $fragmentType": "SeasonRow_season";
};
export type SeasonRow_season$key = {
  readonly " $data"?: SeasonRow_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonRow_season">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeasonRow_season",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsOn",
      "storageKey": null
    }
  ],
  "type": "Season",
  "abstractKey": null
};

(node as any).hash = "c3f41a22a37d111cfe73b8ab9fce53bf";

export default node;
