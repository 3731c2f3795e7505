/**
 * @generated SignedSource<<80b3f6979902641540442d19fcf094c2>>
 * @relayHash 8e5e06f8f75e0453ee37c311e2408d4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e58193cc0ebcb3aebd0e67e417b97985f53937c2ba3fc1bf5a0200b50458da1

import type { ConcreteRequest } from 'relay-runtime';
export type SetPlayerHostInput = {
  commandId?: string | null | undefined;
  isHost: boolean;
  playerId: string;
};
export type PlayersSectionHostMutation$variables = {
  input: SetPlayerHostInput;
};
export type PlayersSectionHostMutation$data = {
  readonly setPlayerHost: {
    readonly __typename: string;
    readonly message?: string;
    readonly player?: {
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
      readonly viewerCanDelete: boolean;
      readonly viewerCanEdit: boolean;
      readonly viewerCanSetHost: boolean;
    };
  };
};
export type PlayersSectionHostMutation = {
  response: PlayersSectionHostMutation$data;
  variables: PlayersSectionHostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setPlayerHost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDelete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanSetHost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdatePlayerPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "PlayersSectionHostMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayersSectionHostMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "7e58193cc0ebcb3aebd0e67e417b97985f53937c2ba3fc1bf5a0200b50458da1",
    "metadata": {},
    "name": "PlayersSectionHostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb7a3f42df9d8b3140c926e539712381";

export default node;
