/**
 * @generated SignedSource<<b174871b08abfc76e018195dc1e80182>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileView_player$data = {
  readonly id: string;
  readonly organisation: {
    readonly season: {
      readonly number: number;
      readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_season">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_organisation">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HeadToHead_player" | "ProfileForm_player" | "ProfileHeader_player" | "ProfileMatches_player" | "ProfileMmrChart_player" | "ProfileRelations_player" | "ProfileSeason_player">;
  readonly " $fragmentType": "ProfileView_player";
};
export type ProfileView_player$key = {
  readonly " $data"?: ProfileView_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileView_player">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "season",
    "variableName": "season"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "season"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileView_player",
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
      "name": "ProfileHeader_player"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organisation",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "StatsScopeBar_organisation"
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "number",
              "variableName": "season"
            }
          ],
          "concreteType": "Season",
          "kind": "LinkedField",
          "name": "season",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "StatsScopeBar_season"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProfileSeason_player"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProfileMmrChart_player"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProfileForm_player"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProfileRelations_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HeadToHead_player"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProfileMatches_player"
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "0a3ed1683ea93c6fba2a51de16decba3";

export default node;
