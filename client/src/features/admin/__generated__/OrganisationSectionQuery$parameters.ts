/**
 * @generated SignedSource<<2ec0f99448799eead28daf1d91116e8e>>
 * @relayHash 28618c0598069f1e16e1c1d108ab03ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9d699d4317efe83509554d9905d8ca137bd55a3cd5a0a5c31fb58702918b2e7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrganisationSectionQuery } from './OrganisationSectionQuery.graphql';

const node: PreloadableConcreteRequest<OrganisationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9d699d4317efe83509554d9905d8ca137bd55a3cd5a0a5c31fb58702918b2e7",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
