/**
 * @generated SignedSource<<716f3aa1b437e5fb22a9ad82f8e5390d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationSection_organisation$data = {
  readonly departments: ReadonlyArray<string>;
  readonly id: string;
  readonly isPublic: boolean;
  readonly locations: ReadonlyArray<{
    readonly cameraHost: string | null | undefined;
    readonly id: string;
    readonly lat: number;
    readonly long: number;
    readonly name: string;
  }>;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly ownDepartments: ReadonlyArray<string>;
  readonly timeZone: string;
  readonly " $fragmentType": "OrganisationSection_organisation";
};
export type OrganisationSection_organisation$key = {
  readonly " $data"?: OrganisationSection_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationSection_organisation">;
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
  "name": "OrganisationSection_organisation",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "long",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cameraHost",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownDepartments",
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "ddc0c46653e1874fa9bc429e0ff5ec27";

export default node;
