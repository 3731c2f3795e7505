/**
 * @generated SignedSource<<3f0613b68df6e01028aeb85ef1b78eda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RebuildStatus = "done" | "failed" | "running" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProjectionRow_projection$data = {
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
  readonly " $fragmentType": "ProjectionRow_projection";
};
export type ProjectionRow_projection$key = {
  readonly " $data"?: ProjectionRow_projection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectionRow_projection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectionRow_projection",
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

(node as any).hash = "b7339b8f6b9482658938a79a3dc84183";

export default node;
