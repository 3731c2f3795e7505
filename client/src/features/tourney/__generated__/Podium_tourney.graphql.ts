/**
 * @generated SignedSource<<c9c5bdaf061c1db3cd52b61d82745bc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TourneyStatus = "COMPLETED" | "OPEN" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Podium_tourney$data = {
  readonly firstPlace: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  }>;
  readonly secondPlace: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  }>;
  readonly status: TourneyStatus;
  readonly thirdPlace: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  }>;
  readonly " $fragmentType": "Podium_tourney";
};
export type Podium_tourney$key = {
  readonly " $data"?: Podium_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"Podium_tourney">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Podium_tourney",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "firstPlace",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "secondPlace",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "thirdPlace",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Tourney",
  "abstractKey": null
};
})();

(node as any).hash = "a7163eb8dd67ea84e7d5cc6e16b38aaa";

export default node;
