/**
 * @generated SignedSource<<7de9218e86c21004b5044977193b913e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Ladder_organisation$data = {
  readonly id: string;
  readonly rankLadder: ReadonlyArray<{
    readonly icon: string;
    readonly minMmrOneOnOne: number;
    readonly minMmrTwoOnTwo: number;
    readonly name: string;
    readonly rank: number;
  }>;
  readonly " $fragmentType": "Ladder_organisation";
};
export type Ladder_organisation$key = {
  readonly " $data"?: Ladder_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Ladder_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Ladder_organisation",
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
      "concreteType": "Rank",
      "kind": "LinkedField",
      "name": "rankLadder",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
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
          "name": "icon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minMmrOneOnOne",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minMmrTwoOnTwo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "d78412c3731f359016ab42235c1ceb0a";

export default node;
