/**
 * @generated SignedSource<<574bd9df3a43110bf5fda048dec98628>>
 * @relayHash 67fb7fac85da3c4938c0f83fa807bf82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6115116cd8b4b5a1d703aca9e5df1ce2f7d89b18be3fccda13043fce0114ff0d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6115116cd8b4b5a1d703aca9e5df1ce2f7d89b18be3fccda13043fce0114ff0d",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
