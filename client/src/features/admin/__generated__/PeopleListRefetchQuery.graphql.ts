/**
 * @generated SignedSource<<7ef431331ebfc6da5cadad177ef649ef>>
 * @relayHash 6b9b38dc673985bb94e8013b99685454
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a076b1f7861f47bfad59d7be2a77f614027349d56762565150f7ed2248cdfa0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PeopleListRefetchQuery$variables = {
  orgId: string;
  search?: string | null | undefined;
};
export type PeopleListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PeopleList_query">;
};
export type PeopleListRefetchQuery = {
  response: PeopleListRefetchQuery$data;
  variables: PeopleListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = {
  "kind": "Variable",
  "name": "organisationId",
  "variableName": "orgId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PeopleListRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "orgId",
            "variableName": "orgId"
          },
          (v1/*:: as any*/)
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
    "name": "PeopleListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "roles",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "viewerCanGrant",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
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
                      (v3/*:: as any*/)
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
    "id": "6a076b1f7861f47bfad59d7be2a77f614027349d56762565150f7ed2248cdfa0",
    "metadata": {},
    "name": "PeopleListRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "efb566a5cefd0ba571a366da9e370016";

export default node;
