/**
 * @generated SignedSource<<0885a76eb4736068527ebb54f7636519>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GeneralCharts_season$data = {
  readonly summary: {
    readonly goals: ReadonlyArray<{
      readonly goals: number;
      readonly matches: number;
    }>;
    readonly krabbelRate: number;
    readonly matches: number;
    readonly perHour: ReadonlyArray<number>;
    readonly perWeekday: ReadonlyArray<number>;
    readonly sixInARowRate: number;
    readonly " $fragmentSpreads": FragmentRefs<"GeneralPairs_summary">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"GeneralTopTen_season">;
  readonly " $fragmentType": "GeneralCharts_season";
};
export type GeneralCharts_season$key = {
  readonly " $data"?: GeneralCharts_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralCharts_season">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralCharts_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "perWeekday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "perHour",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GoalCount",
          "kind": "LinkedField",
          "name": "goals",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "goals",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "krabbelRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sixInARowRate",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GeneralPairs_summary"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GeneralTopTen_season"
    }
  ],
  "type": "Season",
  "abstractKey": null
};
})();

(node as any).hash = "dfcfc43a79d35d2996759383dc55229c";

export default node;
