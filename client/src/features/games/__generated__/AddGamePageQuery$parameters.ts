/**
 * @generated SignedSource<<4e3551c9cf6339c6ab62af09073eb8a0>>
 * @relayHash c6ec7e9ea5da6acedced8a213d12e829
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed64dd3c8059ac9ebaae6a9d51f627a8b1275be7d591524a9e9cef5d21f22ed8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddGamePageQuery } from './AddGamePageQuery.graphql';

const node: PreloadableConcreteRequest<AddGamePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ed64dd3c8059ac9ebaae6a9d51f627a8b1275be7d591524a9e9cef5d21f22ed8",
    "metadata": {},
    "name": "AddGamePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
