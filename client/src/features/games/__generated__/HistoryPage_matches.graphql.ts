/**
 * @generated SignedSource<<8ed590a693325431c46e526a3785ad4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HistoryPage_matches$data = {
  readonly id: string;
  readonly matches: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly bounty: {
          readonly isPaid: boolean;
        } | null | undefined;
        readonly id: string;
        readonly loserPoints: number | null | undefined;
        readonly losers: ReadonlyArray<{
          readonly name: string;
          readonly playerId: string;
        }>;
        readonly playedOn: any;
        readonly scoreLoser: number;
        readonly scoreWinner: number;
        readonly sixInARow: boolean;
        readonly viewerCanDelete: boolean;
        readonly viewerCanOpenDetails: boolean;
        readonly winnerGain: number | null | undefined;
        readonly winners: ReadonlyArray<{
          readonly name: string;
          readonly playerId: string;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "HistoryPage_matches";
};
export type HistoryPage_matches$key = {
  readonly " $data"?: HistoryPage_matches$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryPage_matches">;
};

import HistoryPagePaginationQuery_graphql from './HistoryPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "matches"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "playerId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": HistoryPagePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "HistoryPage_matches",
  "selections": [
    {
      "alias": "matches",
      "args": null,
      "concreteType": "OrganisationMatchesConnection",
      "kind": "LinkedField",
      "name": "__HistoryPage_matches_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrganisationMatchesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Match",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "playedOn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "scoreWinner",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "scoreLoser",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "winnerGain",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "loserPoints",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sixInARow",
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
                  "name": "viewerCanOpenDetails",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MatchBounty",
                  "kind": "LinkedField",
                  "name": "bounty",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isPaid",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MatchParticipant",
                  "kind": "LinkedField",
                  "name": "winners",
                  "plural": true,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MatchParticipant",
                  "kind": "LinkedField",
                  "name": "losers",
                  "plural": true,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "2b8f30d6459b29bae1d5d4faad2c4a20";

export default node;
