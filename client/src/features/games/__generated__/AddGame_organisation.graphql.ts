/**
 * @generated SignedSource<<e784af6c0ecccf89123ec61493a0c987>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddGame_organisation$data = {
  readonly config: {
    readonly defaultLive: boolean;
    readonly frequencyBlack: {
      readonly from: number;
      readonly to: number;
    };
    readonly frequencyWhite: {
      readonly from: number;
      readonly to: number;
    };
  };
  readonly currentSeason: {
    readonly isActive: boolean;
  } | null | undefined;
  readonly locations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"useLiveMode_location">;
  }>;
  readonly players: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly department: string | null | undefined;
        readonly displayName: string;
        readonly id: string;
        readonly isDisabled: boolean;
        readonly location: {
          readonly id: string;
        } | null | undefined;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"NoSeasonAlert_organisation">;
  readonly " $fragmentType": "AddGame_organisation";
};
export type AddGame_organisation$key = {
  readonly " $data"?: AddGame_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddGame_organisation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "to",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddGame_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useLiveMode_location"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeagueConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultLive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FrequencyRange",
          "kind": "LinkedField",
          "name": "frequencyBlack",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FrequencyRange",
          "kind": "LinkedField",
          "name": "frequencyWhite",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Season",
      "kind": "LinkedField",
      "name": "currentSeason",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1000
        }
      ],
      "concreteType": "PlayerConnection",
      "kind": "LinkedField",
      "name": "players",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Player",
              "kind": "LinkedField",
              "name": "node",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "department",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isDisabled",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Location",
                  "kind": "LinkedField",
                  "name": "location",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "players(first:1000)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NoSeasonAlert_organisation"
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "44799ed85b2e1a2ce989e4d29b929f1e";

export default node;
