/**
 * @generated SignedSource<<9701d07b65209bdba3ea2556652edd2f>>
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
    readonly bounty: number;
    readonly bountyStarted: boolean;
    readonly challengeBonus: number;
    readonly change: number;
    readonly clampedAtZero: boolean;
    readonly matchPoints: number;
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

(node as any).hash = "b9a6befc6b650c6fbd0048393ed6d9f5";

export default node;
