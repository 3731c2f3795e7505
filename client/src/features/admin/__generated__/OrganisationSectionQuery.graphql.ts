/**
 * @generated SignedSource<<d21059777d95cc142a3f44dd6101342a>>
 * @relayHash 7cb91364ecdb33a95f809042ff4ac700
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0246c5b753d330c0a7d34877505a56f37081d52052bad2eaec56f24ab93fd9a1

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationSectionQuery$variables = {
  orgId: string;
};
export type OrganisationSectionQuery$data = {
  readonly organisation: {
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
  } | null | undefined;
};
export type OrganisationSectionQuery = {
  response: OrganisationSectionQuery$data;
  variables: OrganisationSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "orgId"
      }
    ],
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationSectionQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSectionQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0246c5b753d330c0a7d34877505a56f37081d52052bad2eaec56f24ab93fd9a1",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8dca55fa9693099b085654fa288e59c5";

export default node;
