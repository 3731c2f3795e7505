/**
 * @generated SignedSource<<b94316270653cbca5f3a0c8cb9b67861>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TourneyStatus = "COMPLETED" | "OPEN" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TourneyCard_tourney$data = {
  readonly createdAt: any;
  readonly firstPlace: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  }>;
  readonly id: string;
  readonly name: string;
  readonly participantCount: number;
  readonly status: TourneyStatus;
  readonly viewerCanJoin: boolean;
  readonly " $fragmentType": "TourneyCard_tourney";
};
export type TourneyCard_tourney$key = {
  readonly " $data"?: TourneyCard_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"TourneyCard_tourney">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TourneyCard_tourney",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlayerName_player"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tourney",
  "abstractKey": null
};
})();

(node as any).hash = "12011650a216f91ed40d279394eda725";

export default node;
