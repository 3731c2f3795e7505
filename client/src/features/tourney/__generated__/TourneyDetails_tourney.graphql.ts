/**
 * @generated SignedSource<<608826921082c5a2950b45077931a7d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TourneyStatus = "COMPLETED" | "OPEN" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TourneyDetails_tourney$data = {
  readonly id: string;
  readonly mode: number;
  readonly participantCount: number;
  readonly participants: ReadonlyArray<{
    readonly displayName: string;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlayerName_player">;
  }>;
  readonly rank3: boolean;
  readonly status: TourneyStatus;
  readonly viewerCanDelete: boolean;
  readonly viewerCanRemoveParticipants: boolean;
  readonly viewerCanReset: boolean;
  readonly viewerCanStart: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"Podium_tourney">;
  readonly " $fragmentType": "TourneyDetails_tourney";
};
export type TourneyDetails_tourney$key = {
  readonly " $data"?: TourneyDetails_tourney$data;
  readonly " $fragmentSpreads": FragmentRefs<"TourneyDetails_tourney">;
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
  "name": "TourneyDetails_tourney",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "rank3",
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
      "name": "participantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Player",
      "kind": "LinkedField",
      "name": "participants",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlayerName_player"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanReset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRemoveParticipants",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Podium_tourney"
    }
  ],
  "type": "Tourney",
  "abstractKey": null
};
})();

(node as any).hash = "61b712496744976c307d5f7afa716ae3";

export default node;
