/**
 * @generated SignedSource<<00969073f5745035f6f9bf90f25ca6f8>>
 * @relayHash e877efc7e0b68d0cf4202c7dac8f29aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f2bf32d03f630a88c6c7bfa7f8081c0d087801659e617259a1eabb9c41a4ef0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlayerSelectionPageQuery } from './PlayerSelectionPageQuery.graphql';

const node: PreloadableConcreteRequest<PlayerSelectionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f2bf32d03f630a88c6c7bfa7f8081c0d087801659e617259a1eabb9c41a4ef0",
    "metadata": {},
    "name": "PlayerSelectionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
