/**
 * @generated SignedSource<<8533f73bc27439bb2c19b3fdc287c0a2>>
 * @relayHash c098e926e2dd3f67e6849acb9364a64a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f890e5a544196518e7d1a4222c026d5ccebd23f2a0c491599f76ddb3c67dc242

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminLayoutQuery } from './AdminLayoutQuery.graphql';

const node: PreloadableConcreteRequest<AdminLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f890e5a544196518e7d1a4222c026d5ccebd23f2a0c491599f76ddb3c67dc242",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
