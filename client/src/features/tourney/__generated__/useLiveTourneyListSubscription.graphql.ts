/**
 * @generated SignedSource<<b900c1092775c202d71540511335874e>>
 * @relayHash 0de36f5ebfb5e7033121fdb31f14f500
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa28f7f306196a39e75236513f364ade42c46c3bec2303e2daeac234dd8769cb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveTourneyListSubscription$variables = {
  organisationId: string;
};
export type useLiveTourneyListSubscription$data = {
  readonly tourneysChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"TourneyCard_tourney">;
  };
};
export type useLiveTourneyListSubscription = {
  response: useLiveTourneyListSubscription$data;
  variables: useLiveTourneyListSubscription$variables;
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
    "kind": "Variable",
    "name": "organisationId",
    "variableName": "organisationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveTourneyListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tourney",
        "kind": "LinkedField",
        "name": "tourneysChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TourneyCard_tourney"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveTourneyListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tourney",
        "kind": "LinkedField",
        "name": "tourneysChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "participantCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
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
            "name": "viewerCanJoin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "firstPlace",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aa28f7f306196a39e75236513f364ade42c46c3bec2303e2daeac234dd8769cb",
    "metadata": {},
    "name": "useLiveTourneyListSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a276f59c350476cb3c9ab67d934562fb";

export default node;
