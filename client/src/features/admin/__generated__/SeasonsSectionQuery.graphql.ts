/**
 * @generated SignedSource<<3c03b8866f51bc2e9675e1ea2d20affe>>
 * @relayHash 037d64adcccd5ba038cece304c72b9e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dd704292fb8515f71c5ed6f06d71dc2d9fc771418fa30450a3c0c563f522969

import { ConcreteRequest } from 'relay-runtime';
export type SeasonsSectionQuery$variables = Record<PropertyKey, never>;
export type SeasonsSectionQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly organisation: {
      readonly id: string;
      readonly seasons: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly endsOn: any;
            readonly id: string;
            readonly number: number;
            readonly startsOn: any;
          };
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type SeasonsSectionQuery = {
  response: SeasonsSectionQuery$data;
  variables: SeasonsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
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
                      (v0/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "startsOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endsOn",
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SeasonsSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SeasonsSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9dd704292fb8515f71c5ed6f06d71dc2d9fc771418fa30450a3c0c563f522969",
    "metadata": {},
    "name": "SeasonsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c4bba2f60de7f6001f721a5928e251cf";

export default node;
