/**
 * @generated SignedSource<<97582d059e678df08ddef3d0597a9e0c>>
 * @relayHash aacababd3cf04e62e176c7c7ebcdd1bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9b7beac54e8f9bb7a78829699e38a8bfecc85a3357327d06e9d4302b99d56b9

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
  lat: number;
  long: number;
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
        "type": "OrganisationPayload",
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
    "id": "e9b7beac54e8f9bb7a78829699e38a8bfecc85a3357327d06e9d4302b99d56b9",
    "metadata": {},
    "name": "OrganisationSetupCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7299f07a247b10ad5f43418998f52fff";

export default node;
