/**
 * @generated SignedSource<<b63e733a79c21aeca088454a52e83356>>
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

(node as any).hash = "7b537a6ded9f19d1ebd449d77b936ced";

export default node;
