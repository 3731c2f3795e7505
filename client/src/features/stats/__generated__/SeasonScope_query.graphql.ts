/**
 * @generated SignedSource<<b87e4d71cd81cd73185da83a7573bc85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeasonScope_query$data = {
  readonly viewer: {
    readonly statsOrganisation: {
      readonly season: {
        readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_season">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"NoSeasons_organisation" | "StatsScopeBar_organisation">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_query">;
  readonly " $fragmentType": "SeasonScope_query";
};
export type SeasonScope_query$key = {
  readonly " $data"?: SeasonScope_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonScope_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "org"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "season"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeasonScope_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StatsScopeBar_query"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "id",
              "variableName": "org"
            }
          ],
          "concreteType": "Organisation",
          "kind": "LinkedField",
          "name": "statsOrganisation",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "StatsScopeBar_organisation"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "NoSeasons_organisation"
            },
            {
              "alias": null,
              "args": [
                {
                  "kind": "Variable",
                  "name": "number",
                  "variableName": "season"
                }
              ],
              "concreteType": "Season",
              "kind": "LinkedField",
              "name": "season",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StatsScopeBar_season"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "098b8791b3a2d6d61893f1a699ff75ef";

export default node;
