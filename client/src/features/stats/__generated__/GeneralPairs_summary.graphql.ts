/**
 * @generated SignedSource<<6b460b71939dc5385ac54ec53177b3bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GeneralPairs_summary$data = {
  readonly rivalries: ReadonlyArray<{
    readonly against: number;
    readonly losses: number;
    readonly players: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined>;
    readonly wins: number;
  }>;
  readonly topPartners: ReadonlyArray<{
    readonly players: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined>;
    readonly together: number;
    readonly winsTogether: number;
  }>;
  readonly " $fragmentType": "GeneralPairs_summary";
};
export type GeneralPairs_summary$key = {
  readonly " $data"?: GeneralPairs_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralPairs_summary">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "limit",
    "value": 5
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Player",
  "kind": "LinkedField",
  "name": "players",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerName_player"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralPairs_summary",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PairStat",
      "kind": "LinkedField",
      "name": "topPartners",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "together",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "winsTogether",
          "storageKey": null
        }
      ],
      "storageKey": "topPartners(limit:5)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PairStat",
      "kind": "LinkedField",
      "name": "rivalries",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "against",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "losses",
          "storageKey": null
        }
      ],
      "storageKey": "rivalries(limit:5)"
    }
  ],
  "type": "SeasonSummary",
  "abstractKey": null
};
})();

(node as any).hash = "e20186838d8f0b70a09e947c6f03da7b";

export default node;
