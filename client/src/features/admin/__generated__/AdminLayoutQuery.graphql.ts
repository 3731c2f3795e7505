/**
 * @generated SignedSource<<b22eaadc76dcdf6e0088a03aa376a67f>>
 * @relayHash d34f43b33e19a4b9abaf97c0a92971d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdda5b3ece526e34972ca908d82032dabfd2538dcf57002118f7dffe088c9066

import type { ConcreteRequest } from 'relay-runtime';
export type AdminLayoutQuery$variables = Record<PropertyKey, never>;
export type AdminLayoutQuery$data = {
  readonly viewer: {
    readonly managedOrganisations: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly viewerCanAdminister: boolean;
      readonly viewerCanChangeRoles: boolean;
    }>;
    readonly organisation: {
      readonly id: string;
    } | null | undefined;
    readonly viewerCanCreateOrganisation: boolean;
    readonly viewerCanEditDefaultDepartments: boolean;
    readonly viewerCanRebuildReadModels: boolean;
    readonly viewerCanSeeNewcomers: boolean;
  } | null | undefined;
};
export type AdminLayoutQuery = {
  response: AdminLayoutQuery$data;
  variables: AdminLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "name": "viewerCanCreateOrganisation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanEditDefaultDepartments",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanRebuildReadModels",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanSeeNewcomers",
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "managedOrganisations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanAdminister",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanChangeRoles",
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
    "name": "AdminLayoutQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLayoutQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cdda5b3ece526e34972ca908d82032dabfd2538dcf57002118f7dffe088c9066",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fdaafe6d3d946820eef633319cd5490";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
