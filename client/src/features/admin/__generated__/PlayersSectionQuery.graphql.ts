/**
 * @generated SignedSource<<c2e334ca47f4589f5d42a4cd0041594f>>
 * @relayHash b724d3a377fc62ab9a4ad79921e00256
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34dc0af88e6b5111cd29133cc6e8da9dd6a01ef480a2f948dc0e6c8e7e07be18

import { ConcreteRequest } from 'relay-runtime';
export type PlayerStatus = "ACTIVE" | "ALL" | "DISABLED" | "%future added value";
export type PlayersSectionQuery$variables = {
  department?: string | null | undefined;
  locationId?: string | null | undefined;
  search?: string | null | undefined;
  status?: PlayerStatus | null | undefined;
};
export type PlayersSectionQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly departments: ReadonlyArray<string>;
      readonly id: string;
      readonly locations: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly players: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly department: string | null | undefined;
            readonly id: string;
            readonly imageUrl: string | null | undefined;
            readonly isClaimed: boolean;
            readonly isDisabled: boolean;
            readonly isHost: boolean;
            readonly location: {
              readonly id: string;
              readonly name: string;
            } | null | undefined;
            readonly name: string;
            readonly nickname: string;
          };
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type PlayersSectionQuery = {
  response: PlayersSectionQuery$data;
  variables: PlayersSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "department"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = [
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
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locations",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "department",
                "variableName": "department"
              },
              {
                "kind": "Literal",
                "name": "first",
                "value": 200
              },
              {
                "kind": "Variable",
                "name": "locationId",
                "variableName": "locationId"
              },
              {
                "kind": "Variable",
                "name": "search",
                "variableName": "search"
              },
              {
                "kind": "Variable",
                "name": "status",
                "variableName": "status"
              }
            ],
            "concreteType": "PlayerConnection",
            "kind": "LinkedField",
            "name": "players",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PlayerEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Player",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "department",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isClaimed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isDisabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isHost",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayersSectionQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlayersSectionQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "34dc0af88e6b5111cd29133cc6e8da9dd6a01ef480a2f948dc0e6c8e7e07be18",
    "metadata": {},
    "name": "PlayersSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1314c0f9eaefb9bb9f42ccff42e029bf";

export default node;
