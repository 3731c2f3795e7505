/**
 * @generated SignedSource<<768c9e4947399ee7795356bd70cbe31d>>
 * @relayHash f7a3fa6edae1bc0169ffe937e0d81338
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04887578c4efaa17623797601565bac2e00c95a90fa8ed5c930503b3d7a51502

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TvTourneyPageQuery } from './TvTourneyPageQuery.graphql';

const node: PreloadableConcreteRequest<TvTourneyPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "04887578c4efaa17623797601565bac2e00c95a90fa8ed5c930503b3d7a51502",
    "metadata": {},
    "name": "TvTourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
