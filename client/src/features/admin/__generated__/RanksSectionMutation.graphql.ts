/**
 * @generated SignedSource<<a1c16efbe519fe03670ebd4fb338be2c>>
 * @relayHash 616795293ac532d0b684e94b04bd6e7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aaf4901c55e5d6bfc4b8c1472d719c9eae0a0cafaf41a9ea421bbafd5a3aa941

import type { ConcreteRequest } from 'relay-runtime';
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
        "type": "OrganisationPayload",
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
    "id": "aaf4901c55e5d6bfc4b8c1472d719c9eae0a0cafaf41a9ea421bbafd5a3aa941",
    "metadata": {},
    "name": "RanksSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cc458b407d8be299663ca4493b58303";

export default node;
