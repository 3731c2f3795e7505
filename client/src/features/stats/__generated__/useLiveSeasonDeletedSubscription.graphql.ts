/**
 * @generated SignedSource<<b87571a2f604cb88e4e379e13d39b625>>
 * @relayHash 9ea8cb7e4d7b163620da11467a328b14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d60126c17f26df96a29f5a1d03fd731a9c7a3eacef684db1e6cff6268aecfc2

import type { ConcreteRequest } from 'relay-runtime';
export type useLiveSeasonDeletedSubscription$variables = {
  organisationId: string;
};
export type useLiveSeasonDeletedSubscription$data = {
  readonly matchDeleted: {
    readonly deletedMatchId: string;
  };
};
export type useLiveSeasonDeletedSubscription = {
  response: useLiveSeasonDeletedSubscription$data;
  variables: useLiveSeasonDeletedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organisationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organisationId",
        "variableName": "organisationId"
      }
    ],
    "concreteType": "MatchDeletion",
    "kind": "LinkedField",
    "name": "matchDeleted",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedMatchId",
        "storageKey": null
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
    "name": "useLiveSeasonDeletedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveSeasonDeletedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6d60126c17f26df96a29f5a1d03fd731a9c7a3eacef684db1e6cff6268aecfc2",
    "metadata": {},
    "name": "useLiveSeasonDeletedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8e296757d71605f417d7bc336fd2bdfa";

export default node;
