/**
 * @generated SignedSource<<d752d12c8e20ca90a5d5796a6afeda33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CountTable_page$data = {
  readonly entries: ReadonlyArray<{
    readonly count: number;
    readonly place: number;
    readonly player: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
  }>;
  readonly page: number;
  readonly pageCount: number;
  readonly " $fragmentType": "CountTable_page";
};
export type CountTable_page$key = {
  readonly " $data"?: CountTable_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountTable_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CountTable_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CountEntry",
      "kind": "LinkedField",
      "name": "entries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Player",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PlayerName_player"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CountPage",
  "abstractKey": null
};

(node as any).hash = "514ada12e4af809e08eb69fa996f70a0";

export default node;
