/**
 * @generated SignedSource<<d4a7c5f70a1550037f716e043015de0b>>
 * @relayHash 7ae4a13eedd4a02d9ecbbb310558d6c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8af2724defd5088ed567ba4b44c80dbc0f1ea581f67d72aef926c8f338d0b0d7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeasonPageQuery } from './SeasonPageQuery.graphql';

const node: PreloadableConcreteRequest<SeasonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8af2724defd5088ed567ba4b44c80dbc0f1ea581f67d72aef926c8f338d0b0d7",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
