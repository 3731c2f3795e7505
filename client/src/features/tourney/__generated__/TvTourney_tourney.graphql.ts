/**
 * @generated SignedSource<<af453da80d983a154c46aa64ef1e5310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TourneyStatus = "COMPLETED" | "OPEN" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TvTourney_tourney$data = {
  readonly firstPlace: ReadonlyArray<{
    readonly displayName: string;
    readonly id: string;
  }>;
  readonly id: string;
  readonly name: string;
  readonly rounds: ReadonlyArray<{
    readonly __typename: "TourneyRound";
  }> | null | undefined;
  readonly status: TourneyStatus;
  readonly " $fragmentSpreads": FragmentRefs<"Bracket_tourney">;
  readonly " $fragmentType": "TvTourney_tourney";
};
export type TvTourney_tourney$key = {
  readonly " $data"?: TvTourney_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"TvTourney_tourney">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TvTourney_tourney",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "status",
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
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "firstPlace",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
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
})();

(node as any).hash = "f8c3a7c501ec1331065d6cf4081bef41";

export default node;
