/**
 * @generated SignedSource<<84a6f5e24993a5f1ad908506ca4475b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TourneyList_organisation$data = {
  readonly active: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TourneyCard_tourney">;
      };
    }>;
  };
  readonly completed: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TourneyCard_tourney">;
      };
    }>;
  };
  readonly id: string;
  readonly tourneyCounts: {
    readonly active: number;
    readonly completed: number;
  };
  readonly viewerCanCreateTourney: boolean;
  readonly " $fragmentType": "TourneyList_organisation";
};
export type TourneyList_organisation$key = {
  readonly " $data"?: TourneyList_organisation$data;
  readonly " $fragmentSpreads": FragmentRefs<"TourneyList_organisation">;
};

import TourneyListRefetchQuery_graphql from './TourneyListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrganisationTourneysConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Tourney",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TourneyCard_tourney"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 100,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TourneyListRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TourneyList_organisation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCreateTourney",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TourneyCounts",
      "kind": "LinkedField",
      "name": "tourneyCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "active",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": "ACTIVE"
        },
        (v1/*:: as any*/)
      ],
      "concreteType": "OrganisationTourneysConnection",
      "kind": "LinkedField",
      "name": "tourneys",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "completed",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": "COMPLETED"
        },
        (v1/*:: as any*/)
      ],
      "concreteType": "OrganisationTourneysConnection",
      "kind": "LinkedField",
      "name": "tourneys",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "5116d0d2e80a8e6a6c87e70a20939c99";

export default node;
