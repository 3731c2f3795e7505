/**
 * @generated SignedSource<<216cc28c1101e15855f220912cf078c8>>
 * @relayHash c662c18e7d220ae02f3f8f13c366f948
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20824e4841cd56fb5136dcb2b26d480698a207e6ece3c2c100da1039c6a57db5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TvTourneyPageQuery } from './TvTourneyPageQuery.graphql';

const node: PreloadableConcreteRequest<TvTourneyPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "20824e4841cd56fb5136dcb2b26d480698a207e6ece3c2c100da1039c6a57db5",
    "metadata": {},
    "name": "TvTourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
