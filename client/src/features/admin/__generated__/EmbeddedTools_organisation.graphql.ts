/**
 * @generated SignedSource<<7274761931248b974f4093b6a13a04bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmbeddedTools_organisation$data = {
  readonly config: {
    readonly archiveUrl: string | null | undefined;
    readonly feedbackUrl: string | null | undefined;
    readonly soundboardUrl: string | null | undefined;
  };
  readonly id: string;
  readonly " $fragmentType": "EmbeddedTools_organisation";
};
export type EmbeddedTools_organisation$key = {
  readonly " $data"?: EmbeddedTools_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmbeddedTools_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmbeddedTools_organisation",
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
      "concreteType": "LeagueConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soundboardUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "archiveUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedbackUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "b014469dba1c17a9393417c86d5045e2";

export default node;
