/**
 * @generated SignedSource<<318346aba367e4fcb8ded90f89eaa5c1>>
 * @relayHash 9fcb5a58e99380a507945ba323b3e169
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5eea7677967826969e3f1e667844e51bd6729c2f3f2f0910852ba6d660ed150

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PeopleSectionQuery$variables = {
  orgId: string;
};
export type PeopleSectionQuery$data = {
  readonly organisation: {
    readonly " $fragmentSpreads": FragmentRefs<"InvitationCard_organisation">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PeopleList_query" | "WaitingForVerification_query">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "orgId"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "orgId",
    "variableName": "orgId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "organisationId",
  "variableName": "orgId"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanMarkEmailVerified",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PeopleSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvitationCard_organisation"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "WaitingForVerification_query"
      },
      {
        "args": (v2/*:: as any*/),
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
        "args": (v1/*:: as any*/),
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InvitationLink",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              }
            ],
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
      },
      {
        "alias": "waiting",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          },
          (v5/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          (v5/*:: as any*/)
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
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailVerified",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "roles",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "viewerCanGrant",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "viewerCanRevoke",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
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
    "id": "d5eea7677967826969e3f1e667844e51bd6729c2f3f2f0910852ba6d660ed150",
    "metadata": {},
    "name": "PeopleSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d6892a797c6703ec21bf5e5867128105";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
