/**
 * @generated SignedSource<<133d4cf89bc18781f5272dd75e9c6842>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileRelations_player$data = {
  readonly bestPartner: {
    readonly against: number;
    readonly losses: number;
    readonly player: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly together: number;
    readonly wins: number;
    readonly winsTogether: number;
  } | null | undefined;
  readonly nemesis: {
    readonly against: number;
    readonly losses: number;
    readonly player: {
      readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
    } | null | undefined;
    readonly together: number;
    readonly wins: number;
    readonly winsTogether: number;
  } | null | undefined;
  readonly " $fragmentType": "ProfileRelations_player";
};
export type ProfileRelations_player$key = {
  readonly " $data"?: ProfileRelations_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileRelations_player">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "season",
    "variableName": "season"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Player",
    "kind": "LinkedField",
    "name": "player",
    "plural": false,
    "selections": [
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
  },
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
  "name": "ProfileRelations_player",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PlayerRelation",
      "kind": "LinkedField",
      "name": "bestPartner",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PlayerRelation",
      "kind": "LinkedField",
      "name": "nemesis",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "1cad70014acaba6a7b4e71e7bc0d7c16";

export default node;
