/**
 * @generated SignedSource<<a5aa94bed2b4c8a64d75c56dee802c51>>
 * @relayHash eaac71ae5c6d15e876f7e1938979f6e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2524c21cbe3227f981febf7afa2fb5f68fa31f2087701e5cdf0c0a3a1b65a250

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlayerSelectionPageQuery } from './PlayerSelectionPageQuery.graphql';

const node: PreloadableConcreteRequest<PlayerSelectionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2524c21cbe3227f981febf7afa2fb5f68fa31f2087701e5cdf0c0a3a1b65a250",
    "metadata": {},
    "name": "PlayerSelectionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
