/**
 * @generated SignedSource<<5965c6a968a08059ce183bfa0f6e8c97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddGame_organisation$data = {
  readonly config: {
    readonly singleConfigs: {
      readonly showNicknames: boolean;
    };
  };
  readonly currentSeason: {
    readonly isActive: boolean;
  } | null | undefined;
  readonly locations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly players: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly department: string | null | undefined;
        readonly id: string;
        readonly isDisabled: boolean;
        readonly location: {
          readonly id: string;
        } | null | undefined;
        readonly name: string;
        readonly nickname: string;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
        (v1/*:: as any*/)
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
      "args": null,
      "concreteType": "LeagueConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SingleConfigs",
          "kind": "LinkedField",
          "name": "singleConfigs",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "showNicknames",
              "storageKey": null
            }
          ],
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
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nickname",
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

(node as any).hash = "9686d63271b92da8517c762bd81fcab1";

export default node;
