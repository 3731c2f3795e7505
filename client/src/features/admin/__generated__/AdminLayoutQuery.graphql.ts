/**
 * @generated SignedSource<<e9b8448169be2883775578acfcd3eb26>>
 * @relayHash c098e926e2dd3f67e6849acb9364a64a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f890e5a544196518e7d1a4222c026d5ccebd23f2a0c491599f76ddb3c67dc242

import type { ConcreteRequest } from 'relay-runtime';
export type AdminLayoutQuery$variables = Record<PropertyKey, never>;
export type AdminLayoutQuery$data = {
  readonly viewer: {
    readonly managedOrganisations: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly viewerCanAdminister: boolean;
      readonly viewerCanChangeRoles: boolean;
      readonly waitingForVerification: number | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "waitingForVerification",
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
    "id": "f890e5a544196518e7d1a4222c026d5ccebd23f2a0c491599f76ddb3c67dc242",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b2e5b7983ab8e24fc9871f17cb0d4b4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
