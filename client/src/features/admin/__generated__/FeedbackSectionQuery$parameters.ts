/**
 * @generated SignedSource<<632bdc6b0f94c541c348a8753c38dcc0>>
 * @relayHash e6d7575e5f64fb7ba19a0e8eb7643d34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b02f0d76c19f85e45251fef8b0d4dfd6bfaabb08d17f665463ba5d128e905865

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FeedbackSectionQuery } from './FeedbackSectionQuery.graphql';

const node: PreloadableConcreteRequest<FeedbackSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b02f0d76c19f85e45251fef8b0d4dfd6bfaabb08d17f665463ba5d128e905865",
    "metadata": {},
    "name": "FeedbackSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
