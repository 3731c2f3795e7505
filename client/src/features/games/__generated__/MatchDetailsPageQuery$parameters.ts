/**
 * @generated SignedSource<<ff5624e118883db3584667495c96dd43>>
 * @relayHash 0b50e2433a8fa68256d9a1d00b80f83f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7eb86e323b77ffe648792182221455703714f09f76c57676081aba9db45f2e4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e7eb86e323b77ffe648792182221455703714f09f76c57676081aba9db45f2e4",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
