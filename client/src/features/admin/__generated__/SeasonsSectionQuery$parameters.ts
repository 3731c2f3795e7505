/**
 * @generated SignedSource<<516300ce961f0d3bb7f4acecbfd1cadc>>
 * @relayHash 8a63d0ef8c2ced1fba57527838ee4e05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a26bcce112e7f3e9b26173867abd5999df25e62275f2f28486a820b997b8528

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeasonsSectionQuery } from './SeasonsSectionQuery.graphql';

const node: PreloadableConcreteRequest<SeasonsSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4a26bcce112e7f3e9b26173867abd5999df25e62275f2f28486a820b997b8528",
    "metadata": {},
    "name": "SeasonsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
