/**
 * @generated SignedSource<<7aa2f353d175e91a5e88b185d7d91486>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddGame_organisation$data = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "018f87da9ad3fb40562ffcca9b1962e4";

export default node;
