/**
 * @generated SignedSource<<1fdb7798369d093925564ffac797d156>>
 * @relayHash 88e61e33294ef7e52eca64d5f2539c06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cc5d4beec6247ad58fe2c581eff6b82867a2898a63acf38ad6a624b38a094ea

import type { ConcreteRequest } from 'relay-runtime';
export type SetPlayerDisabledInput = {
  commandId?: string | null | undefined;
  disabled: boolean;
  playerId: string;
};
export type PlayersSectionDisableMutation$variables = {
  input: SetPlayerDisabledInput;
};
export type PlayersSectionDisableMutation$data = {
  readonly setPlayerDisabled: {
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
export type PlayersSectionDisableMutation = {
  response: PlayersSectionDisableMutation$data;
  variables: PlayersSectionDisableMutation$variables;
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
    "name": "setPlayerDisabled",
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
    "name": "PlayersSectionDisableMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayersSectionDisableMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9cc5d4beec6247ad58fe2c581eff6b82867a2898a63acf38ad6a624b38a094ea",
    "metadata": {},
    "name": "PlayersSectionDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14ef729d5131a71e3570b485f884c833";

export default node;
