/**
 * @generated SignedSource<<212dd5c5108cb81420b64b340dff2930>>
 * @relayHash 7ae83239a879af964d5fb7d32a589246
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86b1ad586ac4831c81a7933d2543955fdaa4b9b9228bf859cd9b7378955fa1f0

import type { ConcreteRequest } from 'relay-runtime';
export type CreateOrganisationInput = {
  commandId?: string | null | undefined;
  departments: ReadonlyArray<string>;
  isPublic: boolean;
  locations: ReadonlyArray<LocationInput>;
  logoUrl?: string | null | undefined;
  name: string;
  timeZone: string;
};
export type LocationInput = {
  cameraHost?: string | null | undefined;
  lat?: number | null | undefined;
  liveScoring?: boolean | null | undefined;
  long?: number | null | undefined;
  name: string;
};
export type OrganisationSetupCreateMutation$variables = {
  input: CreateOrganisationInput;
};
export type OrganisationSetupCreateMutation$data = {
  readonly createOrganisation: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organisation?: {
      readonly id: string;
    };
  };
};
export type OrganisationSetupCreateMutation = {
  response: OrganisationSetupCreateMutation$data;
  variables: OrganisationSetupCreateMutation$variables;
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
    "name": "createOrganisation",
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
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateOrganisationPayload",
        "abstractKey": null
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
    "name": "OrganisationSetupCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSetupCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "86b1ad586ac4831c81a7933d2543955fdaa4b9b9228bf859cd9b7378955fa1f0",
    "metadata": {},
    "name": "OrganisationSetupCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "07b7351d0d241ca710c4107346047df5";

export default node;
