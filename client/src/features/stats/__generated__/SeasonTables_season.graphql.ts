/**
 * @generated SignedSource<<183238ce70fa28ed30ba3874afb1c3a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeasonTables_season$data = {
  readonly id: string;
  readonly number: number;
  readonly one: {
    readonly asOf: {
      readonly isDeleted: boolean;
      readonly playedOn: any;
    } | null | undefined;
    readonly page: number;
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"SeasonTable_page">;
  };
  readonly organisation: {
    readonly id: string;
    readonly viewerCanAdminister: boolean;
  };
  readonly two: {
    readonly page: number;
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"SeasonTable_page">;
  };
  readonly " $fragmentType": "SeasonTables_season";
};
export type SeasonTables_season$key = {
  readonly " $data"?: SeasonTables_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonTables_season">;
};

import SeasonTablesRefetchQuery_graphql from './SeasonTablesRefetchQuery.graphql';

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
  "name": "asOfMatch",
  "variableName": "asOf"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v4 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "SeasonTable_page"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "asOf"
    },
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "pageOne"
    },
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "pageTwo"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SeasonTablesRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SeasonTables_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organisation",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanAdminister",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "one",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "mode",
          "value": 1
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "pageOne"
        }
      ],
      "concreteType": "SeasonTablePage",
      "kind": "LinkedField",
      "name": "table",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Match",
          "kind": "LinkedField",
          "name": "asOf",
          "plural": false,
          "selections": [
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
              "name": "isDeleted",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "two",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "mode",
          "value": 2
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "pageTwo"
        }
      ],
      "concreteType": "SeasonTablePage",
      "kind": "LinkedField",
      "name": "table",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "Season",
  "abstractKey": null
};
})();

(node as any).hash = "b0109b27dcb44a8595e27f6c1232b24e";

export default node;
