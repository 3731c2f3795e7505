/**
 * @generated SignedSource<<9677a5d2d839cf6df42de4f799d16aee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WaitingForVerification_query$data = {
  readonly organisation: {
    readonly waitingForVerification: number | null | undefined;
  } | null | undefined;
  readonly waiting: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly viewerCanMarkEmailVerified: boolean;
      };
    }>;
  };
  readonly " $fragmentType": "WaitingForVerification_query";
};
export type WaitingForVerification_query$key = {
  readonly " $data"?: WaitingForVerification_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WaitingForVerification_query">;
};

import WaitingForVerificationRefetchQuery_graphql from './WaitingForVerificationRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orgId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": WaitingForVerificationRefetchQuery_graphql
    }
  },
  "name": "WaitingForVerification_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "orgId"
        }
      ],
      "concreteType": "Organisation",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
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
        {
          "kind": "Variable",
          "name": "organisationId",
          "variableName": "orgId"
        },
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
                  "name": "viewerCanMarkEmailVerified",
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "111225936d0b6c8532ab817d52d3241e";

export default node;
