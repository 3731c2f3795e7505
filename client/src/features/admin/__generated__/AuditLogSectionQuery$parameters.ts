/**
 * @generated SignedSource<<10de5b9da43edc872288d687685b96e8>>
 * @relayHash bf43c0211a83ac129a2cd98486d071a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3e1c6b89def894937739db07a7481bc52db41e13c873884e90c7986c529ae37

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AuditLogSectionQuery } from './AuditLogSectionQuery.graphql';

const node: PreloadableConcreteRequest<AuditLogSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e3e1c6b89def894937739db07a7481bc52db41e13c873884e90c7986c529ae37",
    "metadata": {},
    "name": "AuditLogSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
