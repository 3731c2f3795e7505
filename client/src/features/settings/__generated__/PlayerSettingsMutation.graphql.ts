/**
 * @generated SignedSource<<c8a8018a2eaf5ab628cd251beeedab8d>>
 * @relayHash d285269106fac943197e1868b32dc112
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a14d43602f459ed85526b621194b2b317223cb7031c4d01387f32fd4bb792552

import type { ConcreteRequest } from 'relay-runtime';
export type UpdatePlayerInput = {
  commandId?: string | null | undefined;
  department?: string | null | undefined;
  imageUrl?: string | null | undefined;
  locationId?: string | null | undefined;
  nickname?: string | null | undefined;
  playerId: string;
};
export type PlayerSettingsMutation$variables = {
  input: UpdatePlayerInput;
};
export type PlayerSettingsMutation$data = {
  readonly updatePlayer: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly player?: {
      readonly department: string | null | undefined;
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly location: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly nickname: string;
    };
  };
};
export type PlayerSettingsMutation = {
  response: PlayerSettingsMutation$data;
  variables: PlayerSettingsMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "updatePlayer",
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
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
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
            "concreteType": "InputValidationIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
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
    "name": "PlayerSettingsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSettingsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a14d43602f459ed85526b621194b2b317223cb7031c4d01387f32fd4bb792552",
    "metadata": {},
    "name": "PlayerSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "24fd902450f359ee190354b6e4ec952f";

export default node;
