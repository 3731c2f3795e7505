/**
 * @generated SignedSource<<e681b31ac422cc5ab6839745a7e580c6>>
 * @relayHash bf28476cd11c41504a0d11ae6ff34121
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 064884e202a10e1c53ac84998171fc47416b3ca8ddf7a12d0ceb2f7b014cd40c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrganisationSectionQuery } from './OrganisationSectionQuery.graphql';

const node: PreloadableConcreteRequest<OrganisationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "064884e202a10e1c53ac84998171fc47416b3ca8ddf7a12d0ceb2f7b014cd40c",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
