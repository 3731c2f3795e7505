/**
 * @generated SignedSource<<d9e0b9c042f0748a90236b000dcf09c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationLocations_organisation$data = {
  readonly id: string;
  readonly locations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LocationForm_location">;
  }>;
  readonly " $fragmentType": "OrganisationLocations_organisation";
};
export type OrganisationLocations_organisation$key = {
  readonly " $data"?: OrganisationLocations_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationLocations_organisation">;
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
  "name": "OrganisationLocations_organisation",
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
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LocationForm_location"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "130ceb14275a3b8d22de0a23252fc78b";

export default node;
