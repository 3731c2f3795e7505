/**
 * @generated SignedSource<<4de49015d883bc9028219eb87adc3696>>
 * @relayHash e7f37d7343167e49fa6d60184ce56b77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cf5b85edb6befd606fef908e2eec5df28d5ecaca30521f7369ab6de49e86977

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RanksSectionQuery } from './RanksSectionQuery.graphql';

const node: PreloadableConcreteRequest<RanksSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0cf5b85edb6befd606fef908e2eec5df28d5ecaca30521f7369ab6de49e86977",
    "metadata": {},
    "name": "RanksSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
