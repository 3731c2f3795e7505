/**
 * @generated SignedSource<<455bb8c9de4605cf72c2e2ec3212e40c>>
 * @relayHash 5921ce93062fa18616db11d1fb9557e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48c9d2826484c692a2a3e1ae044d60f7a56b866ee43a9b18bbb6fdbc3ddce865

import type { ConcreteRequest } from 'relay-runtime';
export type CreateSeasonInput = {
  commandId?: string | null | undefined;
  endsOn: string;
  organisationId: string;
  startsOn: string;
};
export type OrganisationSetupSeasonMutation$variables = {
  input: CreateSeasonInput;
};
export type OrganisationSetupSeasonMutation$data = {
  readonly createSeason: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type OrganisationSetupSeasonMutation = {
  response: OrganisationSetupSeasonMutation$data;
  variables: OrganisationSetupSeasonMutation$variables;
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
    "name": "OrganisationSetupSeasonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSetupSeasonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "48c9d2826484c692a2a3e1ae044d60f7a56b866ee43a9b18bbb6fdbc3ddce865",
    "metadata": {},
    "name": "OrganisationSetupSeasonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc54b579b9631f857fe8b35f22e7d1a6";

export default node;
