/**
 * @generated SignedSource<<dfa78abb299c31ba0ed11a27b1e12b7b>>
 * @relayHash 116530e221891c5da6034c52259c8a29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a88499d9d247da270654e59d0cc097cbaec90ab81e70a8696c70571e43a5cc06

import { ConcreteRequest } from 'relay-runtime';
export type OrganisationSectionQuery$variables = Record<PropertyKey, never>;
export type OrganisationSectionQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
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
  } | null | undefined;
};
export type OrganisationSectionQuery = {
  response: OrganisationSectionQuery$data;
  variables: OrganisationSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
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
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationSectionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrganisationSectionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a88499d9d247da270654e59d0cc097cbaec90ab81e70a8696c70571e43a5cc06",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "646018a7498643d644c0f87c9bc2ba42";

export default node;
