/**
 * @generated SignedSource<<c8d8d350fed0a796aa905878d1434b36>>
 * @relayHash 247c844a990dc125f5971bbf3adb110f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fb98b77fd4c0410c11f43bb2a06c46e3ed7b8d4314eb716c776cb759fbca7f6

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
        "type": "CreateOrganisationPayload",
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
    "id": "0fb98b77fd4c0410c11f43bb2a06c46e3ed7b8d4314eb716c776cb759fbca7f6",
    "metadata": {},
    "name": "OrganisationSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ade4ea85eaddd7dcfc56d59f48d593c";

export default node;
