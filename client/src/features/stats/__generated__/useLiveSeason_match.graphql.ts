/**
 * @generated SignedSource<<0715fec989e197ad94d67e71a75c5422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveSeason_match$data = {
  readonly bounty: {
    readonly bountyPoints: number;
    readonly isPaid: boolean;
  } | null | undefined;
  readonly id: string;
  readonly mode: number;
  readonly playedOn: any;
  readonly pointChanges: ReadonlyArray<{
    readonly bountyStarted: boolean;
    readonly change: number;
    readonly player: {
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
    readonly won: boolean;
  }>;
  readonly season: number;
  readonly " $fragmentType": "useLiveSeason_match";
};
export type useLiveSeason_match$key = {
  readonly " $data"?: useLiveSeason_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLiveSeason_match">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useLiveSeason_match"
};

(node as any).hash = "7710213a2521e6e13e6875afeed92e2d";

export default node;
