/**
 * @generated SignedSource<<fe29b1f32b14eac59246e392b6da323b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GeneralTopTen_season$data = {
  readonly id: string;
  readonly summary: {
    readonly topTen: ReadonlyArray<{
      readonly days: ReadonlyArray<{
        readonly day: string;
        readonly high: number;
        readonly matches: number;
        readonly mmr: number;
      }>;
      readonly player: {
        readonly displayName: string;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "GeneralTopTen_season";
};
export type GeneralTopTen_season$key = {
  readonly " $data"?: GeneralTopTen_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralTopTen_season">;
};

import GeneralTopTenRefetchQuery_graphql from './GeneralTopTenRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "mode"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GeneralTopTenRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GeneralTopTen_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "mode",
              "variableName": "mode"
            }
          ],
          "concreteType": "MmrSeries",
          "kind": "LinkedField",
          "name": "topTen",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Player",
              "kind": "LinkedField",
              "name": "player",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "PlayerName_player"
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MmrDay",
              "kind": "LinkedField",
              "name": "days",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "day",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "mmr",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "high",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "matches",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "Season",
  "abstractKey": null
};
})();

(node as any).hash = "43a2169ec4c8be6533a716b77bf9fd55";

export default node;
