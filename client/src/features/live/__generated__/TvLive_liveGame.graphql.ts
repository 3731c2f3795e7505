/**
 * @generated SignedSource<<c79a93beeb69797aeb00888a6ce8d6b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TvLive_liveGame$data = {
  readonly blacks: ReadonlyArray<{
    readonly displayName: string;
    readonly " $fragmentSpreads": FragmentRefs<"TvLiveSide_player">;
  }>;
  readonly mode: number;
  readonly scoreBlacks: number;
  readonly scoreWhites: number;
  readonly stakes: {
    readonly blacks: {
      readonly loss: number;
      readonly win: number;
    };
    readonly whites: {
      readonly loss: number;
      readonly win: number;
    };
  };
  readonly whites: ReadonlyArray<{
    readonly displayName: string;
    readonly " $fragmentSpreads": FragmentRefs<"TvLiveSide_player">;
  }>;
  readonly " $fragmentType": "TvLive_liveGame";
};
export type TvLive_liveGame$key = {
  readonly " $data"?: TvLive_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"TvLive_liveGame">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "win",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "loss",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TvLiveSide_player"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TvLive_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreWhites",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreBlacks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveStakes",
      "kind": "LinkedField",
      "name": "stakes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SideStake",
          "kind": "LinkedField",
          "name": "whites",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SideStake",
          "kind": "LinkedField",
          "name": "blacks",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "whites",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "blacks",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};
})();

(node as any).hash = "1510a913ef3d2ad02d06e0944f0084e9";

export default node;
