/**
 * @generated SignedSource<<1214b956161fb6a056e2fde730b4e0e8>>
 * @relayHash 6751b822608a9c12ac21f3136499ac4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dcfd937cfee5bed624e036f047547cf9511c3ba13037d63cb9f06a61dc3ffd7

import type { ConcreteRequest } from 'relay-runtime';
export type RebuildStatus = "done" | "failed" | "running" | "%future added value";
export type MaintenanceSectionMutation$variables = {
  name: string;
};
export type MaintenanceSectionMutation$data = {
  readonly rebuildProjection: {
    readonly __typename: string;
    readonly message?: string;
    readonly projection?: {
      readonly id: string;
      readonly lastRebuild: {
        readonly error: string | null | undefined;
        readonly finishedAt: any | null | undefined;
        readonly processed: number;
        readonly startedAt: any;
        readonly status: RebuildStatus;
        readonly total: number;
      } | null | undefined;
      readonly mode: string;
      readonly name: string;
      readonly tables: ReadonlyArray<string>;
    };
  };
};
export type MaintenanceSectionMutation = {
  response: MaintenanceSectionMutation$data;
  variables: MaintenanceSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rebuildProjection",
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
            "concreteType": "Projection",
            "kind": "LinkedField",
            "name": "projection",
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
                "name": "mode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tables",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProjectionRebuild",
                "kind": "LinkedField",
                "name": "lastRebuild",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "processed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "finishedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RebuildProjectionPayload",
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
    "name": "MaintenanceSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MaintenanceSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7dcfd937cfee5bed624e036f047547cf9511c3ba13037d63cb9f06a61dc3ffd7",
    "metadata": {},
    "name": "MaintenanceSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78f8c3a7cc43fe2c933657759a065aca";

export default node;
