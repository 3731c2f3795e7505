/**
 * @generated SignedSource<<c5a55f9177c68cf132d8d7b50816d4f3>>
 * @relayHash 06e1a5913053474815510e5a3ee7f762
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 199fe2691e07ed2b78e0c236ede4995bbf1d7ea50e24768622e4701c3d72a70a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "199fe2691e07ed2b78e0c236ede4995bbf1d7ea50e24768622e4701c3d72a70a",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
