/**
 * @generated SignedSource<<578f278c984466f5089455b297ba4baa>>
 * @relayHash 0fef779bfa027f4cfa728196a327439d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 807d6a282e5c0d875c38b72e945d83501b8d76d957f7a03cac65753f3155095e

import type { ConcreteRequest } from 'relay-runtime';
export type ManagePlayerInput = {
  commandId?: string | null | undefined;
  department?: string | null | undefined;
  imageUrl?: string | null | undefined;
  locationId?: string | null | undefined;
  name?: string | null | undefined;
  nickname?: string | null | undefined;
  playerId: string;
};
export type PlayersSectionEditMutation$variables = {
  input: ManagePlayerInput;
};
export type PlayersSectionEditMutation$data = {
  readonly managePlayer: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
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
export type PlayersSectionEditMutation = {
  response: PlayersSectionEditMutation$data;
  variables: PlayersSectionEditMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = [
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
    "name": "managePlayer",
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
        "selections": (v3/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
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
    "name": "PlayersSectionEditMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayersSectionEditMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "807d6a282e5c0d875c38b72e945d83501b8d76d957f7a03cac65753f3155095e",
    "metadata": {},
    "name": "PlayersSectionEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de77669e07dd21e89d474c64e515639c";

export default node;
