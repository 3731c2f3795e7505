/**
 * @generated SignedSource<<bbd459e284f986c2996e8fe9fdf6b112>>
 * @relayHash 41351ff2dee13ba585d19df05f6c8b71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcf81a676c04d655e01420f61875816c1b88b371fa407de2b82671c55f66c109

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TourneyPageQuery } from './TourneyPageQuery.graphql';

const node: PreloadableConcreteRequest<TourneyPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dcf81a676c04d655e01420f61875816c1b88b371fa407de2b82671c55f66c109",
    "metadata": {},
    "name": "TourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
