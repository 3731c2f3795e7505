/**
 * @generated SignedSource<<71f5b5501c8aa1bdc1cbc65a8e33691d>>
 * @relayHash e4c7bfa163432604e45933afe60d2d26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ae66cf07ec3d27fb218ba69249ddce701142956aea6974deb0669ff48b52bf8

import type { ConcreteRequest } from 'relay-runtime';
export type SeasonsSectionQuery$variables = {
  orgId: string;
};
export type SeasonsSectionQuery$data = {
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
};
export type SeasonsSectionQuery = {
  response: SeasonsSectionQuery$data;
  variables: SeasonsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orgId"
  }
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
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "orgId"
      }
    ],
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "organisation",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
                  (v1/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SeasonsSectionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SeasonsSectionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8ae66cf07ec3d27fb218ba69249ddce701142956aea6974deb0669ff48b52bf8",
    "metadata": {},
    "name": "SeasonsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "368339d6dcb3d85974225744a342bc56";

export default node;
