/**
 * @generated SignedSource<<3b241ab6f976df7b5091b99b1d6ef2a4>>
 * @relayHash 13ffd477a908b19d77717ad5b179e475
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b45041e2e9b1e250f972a9055a680492ecd88f9a14c8171da7b1c9fd96ac8969

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WaitingForVerificationRefetchQuery$variables = {
  orgId: string;
};
export type WaitingForVerificationRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WaitingForVerification_query">;
};
export type WaitingForVerificationRefetchQuery = {
  response: WaitingForVerificationRefetchQuery$data;
  variables: WaitingForVerificationRefetchQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WaitingForVerificationRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "orgId",
            "variableName": "orgId"
          }
        ],
        "kind": "FragmentSpread",
        "name": "WaitingForVerification_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitingForVerificationRefetchQuery",
    "selections": [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "waitingForVerification",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "waiting",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          },
          {
            "kind": "Variable",
            "name": "organisationId",
            "variableName": "orgId"
          },
          {
            "kind": "Literal",
            "name": "waitingForVerification",
            "value": true
          }
        ],
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryUsersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanMarkEmailVerified",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b45041e2e9b1e250f972a9055a680492ecd88f9a14c8171da7b1c9fd96ac8969",
    "metadata": {},
    "name": "WaitingForVerificationRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "111225936d0b6c8532ab817d52d3241e";

export default node;
