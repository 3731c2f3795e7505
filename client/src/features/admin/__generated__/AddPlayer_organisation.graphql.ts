/**
 * @generated SignedSource<<6ba7ff3b89fcb51633e276dbf994b329>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddPlayer_organisation$data = {
  readonly id: string;
  readonly locations: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerFields_organisation">;
  readonly " $fragmentType": "AddPlayer_organisation";
};
export type AddPlayer_organisation$key = {
  readonly " $data"?: AddPlayer_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddPlayer_organisation">;
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
  "name": "AddPlayer_organisation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerFields_organisation"
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "d9baf6a3b24a2ef5c03acd3a43cdbb66";

export default node;
