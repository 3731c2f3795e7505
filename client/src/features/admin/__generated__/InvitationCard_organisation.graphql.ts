/**
 * @generated SignedSource<<5ee5173d9af75b48c79933ba010ec544>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvitationCard_organisation$data = {
  readonly id: string;
  readonly invitation: {
    readonly expiresAt: any;
    readonly url: string;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "InvitationCard_organisation";
};
export type InvitationCard_organisation$key = {
  readonly " $data"?: InvitationCard_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationCard_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationCard_organisation",
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
      "concreteType": "InvitationLink",
      "kind": "LinkedField",
      "name": "invitation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "01a478963fbca1225384deedaea5a65d";

export default node;
