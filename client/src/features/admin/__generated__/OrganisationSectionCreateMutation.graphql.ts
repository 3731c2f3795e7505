/**
 * @generated SignedSource<<2c4f5a3cddc30e29fedb539cc59a1907>>
 * @relayHash faa199db40995ac3c9d2032130512c3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aecfbc620a79b146f9e5f3b614c031f29d85eb18b3d121bf4e8f7812795b77ff

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
export type OrganisationSectionCreateMutation$variables = {
  input: CreateOrganisationInput;
};
export type OrganisationSectionCreateMutation$data = {
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
export type OrganisationSectionCreateMutation = {
  response: OrganisationSectionCreateMutation$data;
  variables: OrganisationSectionCreateMutation$variables;
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
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "OrganisationSectionCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSectionCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "aecfbc620a79b146f9e5f3b614c031f29d85eb18b3d121bf4e8f7812795b77ff",
    "metadata": {},
    "name": "OrganisationSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e1a46d31c91f616867bd7a7c903397ff";

export default node;
