/**
 * @generated SignedSource<<90a3e2b217e64c99cff8d049fff5b820>>
 * @relayHash 168156460780d167007c1674b94c87d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ea4a9556c13f66b6a3517f66625e9675f8fac0dfb98bd851994ba51d63ab089

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PeopleSectionQuery$variables = {
  orgId: string;
};
export type PeopleSectionQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PeopleList_query">;
};
export type PeopleSectionQuery = {
  response: PeopleSectionQuery$data;
  variables: PeopleSectionQuery$variables;
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
  "kind": "Variable",
  "name": "organisationId",
  "variableName": "orgId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PeopleSectionQuery",
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
        "name": "PeopleList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PeopleSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          (v1/*:: as any*/)
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
                  (v2/*:: as any*/),
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
                    "name": "emailVerified",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "roles",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "viewerCanGrant",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v3/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "viewerCanRevoke",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanMarkEmailVerified",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanChangeInstallationAdmin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isInstallationAdmin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Player",
                    "kind": "LinkedField",
                    "name": "player",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
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
    "id": "0ea4a9556c13f66b6a3517f66625e9675f8fac0dfb98bd851994ba51d63ab089",
    "metadata": {},
    "name": "PeopleSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f82a985a8232674455e1a5597e61758";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
