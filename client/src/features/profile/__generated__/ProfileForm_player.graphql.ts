/**
 * @generated SignedSource<<ef58a8415c19258aa491362fbde282de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileForm_player$data = {
  readonly form: ReadonlyArray<{
    readonly change: number;
    readonly playedOn: any;
    readonly won: boolean;
  }>;
  readonly " $fragmentType": "ProfileForm_player";
};
export type ProfileForm_player$key = {
  readonly " $data"?: ProfileForm_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "season"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_player",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "last",
          "value": 10
        },
        {
          "kind": "Variable",
          "name": "season",
          "variableName": "season"
        }
      ],
      "concreteType": "MmrPoint",
      "kind": "LinkedField",
      "name": "form",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "won",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "change",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "playedOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Player",
  "abstractKey": null
};

(node as any).hash = "fc8534e25447e4db8e6717f55ddb083d";

export default node;
