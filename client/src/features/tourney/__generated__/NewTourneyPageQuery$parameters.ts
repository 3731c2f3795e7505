/**
 * @generated SignedSource<<b0ea9bc246b29993e11180f59076cbfb>>
 * @relayHash 7dab05c5878a65c1d95cbd25d81152e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c8bdec83abe7aafc26b9e60181546e5ce02c8a1d6a141db546c6499c63df78c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewTourneyPageQuery } from './NewTourneyPageQuery.graphql';

const node: PreloadableConcreteRequest<NewTourneyPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c8bdec83abe7aafc26b9e60181546e5ce02c8a1d6a141db546c6499c63df78c",
    "metadata": {},
    "name": "NewTourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
