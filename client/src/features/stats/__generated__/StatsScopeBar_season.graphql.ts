/**
 * @generated SignedSource<<85b4bd07810e748fcb0490c4482a9c95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatsScopeBar_season$data = {
  readonly endsOn: any;
  readonly number: number;
  readonly startsOn: any;
  readonly " $fragmentType": "StatsScopeBar_season";
};
export type StatsScopeBar_season$key = {
  readonly " $data"?: StatsScopeBar_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_season">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatsScopeBar_season",
  "selections": [
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

(node as any).hash = "763c19ec317f6e2e1f2c0e191960e7d7";

export default node;
