/**
 * @generated SignedSource<<efc603f6b7975c12070ffa54e76aa02a>>
 * @relayHash 22cc9f2fee82aed843fe35e1af068b46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4946a794d039d3240b863b8c96e3dc20d1d455383746638d81746d8c301bbaee

import type { ConcreteRequest } from 'relay-runtime';
export type CreateSeasonInput = {
  commandId?: string | null | undefined;
  endsOn: string;
  organisationId: string;
  startsOn: string;
};
export type OrganisationSetupCreateSeasonMutation$variables = {
  input: CreateSeasonInput;
};
export type OrganisationSetupCreateSeasonMutation$data = {
  readonly createSeason: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type OrganisationSetupCreateSeasonMutation = {
  response: OrganisationSetupCreateSeasonMutation$data;
  variables: OrganisationSetupCreateSeasonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSeason",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InputValidationIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "OrganisationSetupCreateSeasonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSetupCreateSeasonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4946a794d039d3240b863b8c96e3dc20d1d455383746638d81746d8c301bbaee",
    "metadata": {},
    "name": "OrganisationSetupCreateSeasonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82152f18d22b7d924988ad1962c57e5b";

export default node;
