/**
 * @generated SignedSource<<223848119a20c8864d2ffafe11aa3a19>>
 * @relayHash b5446aa5448660c200d15f5a25b97e8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73b760d68a05b4ee5bf4b999235be9a9519299a5a96618b95a1511f50a537594

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProfilePageQuery } from './ProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "73b760d68a05b4ee5bf4b999235be9a9519299a5a96618b95a1511f50a537594",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
