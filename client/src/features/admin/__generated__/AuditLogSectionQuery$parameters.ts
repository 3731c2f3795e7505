/**
 * @generated SignedSource<<a10c33182f222441ea601bbeeb311979>>
 * @relayHash b32dd1c0dfb29ed02b7536d383194c34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b4a1b8879741280818a307da44b307ef9497540f5202577251b0513ee15b63e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AuditLogSectionQuery } from './AuditLogSectionQuery.graphql';

const node: PreloadableConcreteRequest<AuditLogSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3b4a1b8879741280818a307da44b307ef9497540f5202577251b0513ee15b63e",
    "metadata": {},
    "name": "AuditLogSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
