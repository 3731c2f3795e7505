/**
 * @generated SignedSource<<e4ddfce452deb00cc9d531bcd1418069>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganisationRole = "admin" | "analyst" | "moderator" | "%future added value";
export type Role = "admin" | "analyst" | "guest" | "host" | "moderator" | "player" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UserRow_user$data = {
  readonly email: string | null | undefined;
  readonly emailVerified: boolean;
  readonly id: string;
  readonly isInstallationAdmin: boolean;
  readonly name: string;
  readonly player: {
    readonly nickname: string;
  } | null | undefined;
  readonly roles: ReadonlyArray<Role>;
  readonly viewerCanChangeInstallationAdmin: boolean;
  readonly viewerCanGrant: ReadonlyArray<OrganisationRole>;
  readonly viewerCanMarkEmailVerified: boolean;
  readonly viewerCanRevoke: ReadonlyArray<OrganisationRole>;
  readonly " $fragmentType": "UserRow_user";
};
export type UserRow_user$key = {
  readonly " $data"?: UserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRow_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "organisationId",
    "variableName": "orgId"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orgId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRow_user",
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
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "viewerCanGrant",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "viewerCanRevoke",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanMarkEmailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanChangeInstallationAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isInstallationAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "player",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "0c411ae9eae05fc062c358e10b0cd641";

export default node;
