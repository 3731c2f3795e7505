/**
 * @generated SignedSource<<2c5763b0d9c5340bd18b4869ca77ae98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ChallengeName = "earlyGame" | "krabbel" | "lateGame" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ChallengeFlyout_organisation$data = {
  readonly config: {
    readonly currentChallenge: {
      readonly changedOn: any | null | undefined;
      readonly description: string;
      readonly name: ChallengeName;
      readonly points: number;
    };
  };
  readonly " $fragmentType": "ChallengeFlyout_organisation";
};
export type ChallengeFlyout_organisation$key = {
  readonly " $data"?: ChallengeFlyout_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChallengeFlyout_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChallengeFlyout_organisation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LeagueConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ChallengeConfig",
          "kind": "LinkedField",
          "name": "currentChallenge",
          "plural": false,
          "selections": [
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
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "points",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "changedOn",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "8e8acaa7cf51b8ee77d6dd9538a6f538";

export default node;
