/**
 * @generated SignedSource<<86820a75a84215839490e0dd4f9c54e3>>
 * @relayHash 08fbeddd1b8cba89f65d7e3e49ee48a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 836c92734646a24276de2837782da988cac9d0cb2eb718f1c96b8aefaa1e0ee7

import { ConcreteRequest } from 'relay-runtime';
export type UpdateRankLadderInput = {
  commandId?: string | null | undefined;
  organisationId: string;
  ranks: ReadonlyArray<RankInput>;
};
export type RankInput = {
  icon: string;
  minMmrOneOnOne: number;
  minMmrTwoOnTwo: number;
  name: string;
  rank: number;
};
export type RanksSectionMutation$variables = {
  input: UpdateRankLadderInput;
};
export type RanksSectionMutation$data = {
  readonly updateRankLadder: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
      readonly id: string;
      readonly rankLadder: ReadonlyArray<{
        readonly icon: string;
        readonly minMmrOneOnOne: number;
        readonly minMmrTwoOnTwo: number;
        readonly name: string;
        readonly rank: number;
      }>;
    };
  };
};
export type RanksSectionMutation = {
  response: RanksSectionMutation$data;
  variables: RanksSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "updateRankLadder",
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
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Rank",
                "kind": "LinkedField",
                "name": "rankLadder",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rank",
                    "storageKey": null
                  },
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
                    "name": "icon",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minMmrOneOnOne",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minMmrTwoOnTwo",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateRankLadderPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
            "selections": (v1/*:: as any*/),
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
    "name": "RanksSectionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RanksSectionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "836c92734646a24276de2837782da988cac9d0cb2eb718f1c96b8aefaa1e0ee7",
    "metadata": {},
    "name": "RanksSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2903528ea1e71adcf2fa74df427bff69";

export default node;
