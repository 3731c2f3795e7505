/**
 * @generated SignedSource<<c78604a6ba7b88698fb30c6b4e26b1bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TourneyPlan_tourney$data = {
  readonly rounds: ReadonlyArray<{
    readonly __typename: "TourneyRound";
  }> | null | undefined;
  readonly viewerCanStart: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"Bracket_tourney">;
  readonly " $fragmentType": "TourneyPlan_tourney";
};
export type TourneyPlan_tourney$key = {
  readonly " $data"?: TourneyPlan_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"TourneyPlan_tourney">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TourneyPlan_tourney",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TourneyRound",
      "kind": "LinkedField",
      "name": "rounds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanStart",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Bracket_tourney"
    }
  ],
  "type": "Tourney",
  "abstractKey": null
};

(node as any).hash = "dcb54e6641039935c95cae1df40dc626";

export default node;
