/**
 * @generated SignedSource<<5ce44755ece7324784da383336e44cb1>>
 * @relayHash b271fadc44386bf579b449b9d3abdeba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ca6404cf8e5601e95d499d1ba3ab0d0386cee10b119a8e60b7fb6c1cab49f1d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlayersSectionQuery } from './PlayersSectionQuery.graphql';

const node: PreloadableConcreteRequest<PlayersSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3ca6404cf8e5601e95d499d1ba3ab0d0386cee10b119a8e60b7fb6c1cab49f1d",
    "metadata": {},
    "name": "PlayersSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
