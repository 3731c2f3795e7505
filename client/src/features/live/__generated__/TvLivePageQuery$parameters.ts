/**
 * @generated SignedSource<<ab09f0b83af0cfc356271f7f917e1cf2>>
 * @relayHash 6e8995e7b0dd8914595ca4c482f0998d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cda4236f6d214d813b456c2b70af97d30527c0ecc82659990a4194e63202318a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TvLivePageQuery } from './TvLivePageQuery.graphql';

const node: PreloadableConcreteRequest<TvLivePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cda4236f6d214d813b456c2b70af97d30527c0ecc82659990a4194e63202318a",
    "metadata": {},
    "name": "TvLivePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
