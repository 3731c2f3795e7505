/**
 * @generated SignedSource<<5e048b01ff5adf50769d3c4460209959>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileHeader_player$data = {
  readonly department: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly location: {
    readonly name: string;
  } | null | undefined;
  readonly name: string;
  readonly nickname: string;
  readonly " $fragmentType": "ProfileHeader_player";
};
export type ProfileHeader_player$key = {
  readonly " $data"?: ProfileHeader_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileHeader_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "ProfileHeader_player",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "imageUrl",
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
  "type": "Player",
  "abstractKey": null
};
})();

(node as any).hash = "98989f2b44df16032b7479cb0153bca7";

export default node;
