/**
 * @generated SignedSource<<4251f3573ec8d88736bf010d9d2d019a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Bracket_tourney$data = {
  readonly id: string;
  readonly rounds: ReadonlyArray<{
    readonly isActive: boolean;
    readonly matches: ReadonlyArray<{
      readonly away: {
        readonly isBye: boolean;
      };
      readonly home: {
        readonly isBye: boolean;
      };
      readonly matchId: string;
      readonly " $fragmentSpreads": FragmentRefs<"BracketMatch_match">;
    }>;
    readonly name: string;
    readonly roundId: number;
  }> | null | undefined;
  readonly " $fragmentType": "Bracket_tourney";
};
export type Bracket_tourney$key = {
  readonly " $data"?: Bracket_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"Bracket_tourney">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isBye",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Bracket_tourney",
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
      "concreteType": "TourneyRound",
      "kind": "LinkedField",
      "name": "rounds",
      "plural": true,
      "selections": [
        {
          "alias": "roundId",
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
          "name": "isActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TourneyMatch",
          "kind": "LinkedField",
          "name": "matches",
          "plural": true,
          "selections": [
            {
              "alias": "matchId",
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TourneySide",
              "kind": "LinkedField",
              "name": "home",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TourneySide",
              "kind": "LinkedField",
              "name": "away",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "BracketMatch_match"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tourney",
  "abstractKey": null
};
})();

(node as any).hash = "ee1288d799d086bccf5cbf1b5a7430ca";

export default node;
