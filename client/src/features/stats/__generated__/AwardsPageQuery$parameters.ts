/**
 * @generated SignedSource<<3b60908ea18927448d1c35cf6ac7529c>>
 * @relayHash 76554912f069740b3698c0c0d1ed057a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eedcd387deeb430b0e251169d86bf73c04cc46036a88f61c1c1e8ca7667ca997

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AwardsPageQuery } from './AwardsPageQuery.graphql';

const node: PreloadableConcreteRequest<AwardsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eedcd387deeb430b0e251169d86bf73c04cc46036a88f61c1c1e8ca7667ca997",
    "metadata": {},
    "name": "AwardsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
