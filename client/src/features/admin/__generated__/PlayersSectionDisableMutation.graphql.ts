/**
 * @generated SignedSource<<f3ee459672d3ac1a8c5a8d9c425549a6>>
 * @relayHash 5539b1e1ef3e769b73a8ac7edfbac1dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c25e9f68227f625b0b49f90ac65511d682f2fcf29d1d70f19f04971ace6a1a5

import { ConcreteRequest } from 'relay-runtime';
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
    "id": "1c25e9f68227f625b0b49f90ac65511d682f2fcf29d1d70f19f04971ace6a1a5",
    "metadata": {},
    "name": "PlayersSectionDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14ef729d5131a71e3570b485f884c833";

export default node;
