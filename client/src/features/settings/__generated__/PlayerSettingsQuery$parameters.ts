/**
 * @generated SignedSource<<8d9ae2a5abdc199c52237a1e5ddac644>>
 * @relayHash 30023679555773b03ddb2f6d8352137e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8206e5195b6c8a5481418791fb176b0eb5e720f1701e61f0e89487a7a9ad516

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlayerSettingsQuery } from './PlayerSettingsQuery.graphql';

const node: PreloadableConcreteRequest<PlayerSettingsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f8206e5195b6c8a5481418791fb176b0eb5e720f1701e61f0e89487a7a9ad516",
    "metadata": {},
    "name": "PlayerSettingsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
