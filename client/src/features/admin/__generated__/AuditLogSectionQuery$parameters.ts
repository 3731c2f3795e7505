/**
 * @generated SignedSource<<76b0cffd184e1029579e2ff5fd0c9a0a>>
 * @relayHash c0b4463a20abe9b1577494395564652c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19d2ba76e81ab466bc911ff712c2dd2dd41d5db674f54da4047b74511bb541f7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AuditLogSectionQuery } from './AuditLogSectionQuery.graphql';

const node: PreloadableConcreteRequest<AuditLogSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "19d2ba76e81ab466bc911ff712c2dd2dd41d5db674f54da4047b74511bb541f7",
    "metadata": {},
    "name": "AuditLogSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
