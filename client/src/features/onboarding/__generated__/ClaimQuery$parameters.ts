/**
 * @generated SignedSource<<0f425d05f6821bd5e763c669be96a6b5>>
 * @relayHash 41e69b4177a1fb4343e71971e804c58c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a26c9ca8699408f6d473714406b28eff061d69de95a8b758bc2712e5f58e9c18

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ClaimQuery } from './ClaimQuery.graphql';

const node: PreloadableConcreteRequest<ClaimQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a26c9ca8699408f6d473714406b28eff061d69de95a8b758bc2712e5f58e9c18",
    "metadata": {},
    "name": "ClaimQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
