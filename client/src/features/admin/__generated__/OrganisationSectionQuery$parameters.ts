/**
 * @generated SignedSource<<91a3e7d558f905e1b19ac7ae7e8ee25d>>
 * @relayHash b9d54a1f2cd056a016f60e049308637a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6975c0f40064bf67f22f9481c8ea30bf3e99bade100e0ea529543e2fd02f20ac

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrganisationSectionQuery } from './OrganisationSectionQuery.graphql';

const node: PreloadableConcreteRequest<OrganisationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6975c0f40064bf67f22f9481c8ea30bf3e99bade100e0ea529543e2fd02f20ac",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
