/**
 * @generated SignedSource<<67d5d96cc71afea52e5dd5957cd48f0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RebuildStatus = "done" | "failed" | "running" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MaintenanceSection_projection$data = {
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
  readonly " $fragmentType": "MaintenanceSection_projection";
};
export type MaintenanceSection_projection$key = {
  readonly " $data"?: MaintenanceSection_projection$data;
  readonly " $fragmentSpreads": FragmentRefs<"MaintenanceSection_projection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MaintenanceSection_projection",
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
  "type": "Projection",
  "abstractKey": null
};

(node as any).hash = "4c70ca88dd7b6f5f418a85f4a2ff5cd8";

export default node;
