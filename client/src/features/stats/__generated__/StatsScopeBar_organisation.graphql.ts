/**
 * @generated SignedSource<<475ed14a0b51e4200d03a371ef9940ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatsScopeBar_organisation$data = {
  readonly id: string;
  readonly seasons: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly number: number;
      };
    }>;
  };
  readonly " $fragmentType": "StatsScopeBar_organisation";
};
export type StatsScopeBar_organisation$key = {
  readonly " $data"?: StatsScopeBar_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatsScopeBar_organisation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatsScopeBar_organisation",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "OrganisationSeasonsConnection",
      "kind": "LinkedField",
      "name": "seasons",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrganisationSeasonsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Season",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "seasons(first:100)"
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};

(node as any).hash = "5ffc209302b164ee93775a8870b4e68e";

export default node;
