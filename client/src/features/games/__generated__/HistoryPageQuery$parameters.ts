/**
 * @generated SignedSource<<1f33989bc5c2551a0e5381a806c3ca9e>>
 * @relayHash c4b4878f24757b6ab97ee7a6d2fcbd68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e151aa3b9a4fb180d6982894169a082d3cdee1db6195c73cb3f0a580424f7c45

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HistoryPageQuery } from './HistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<HistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e151aa3b9a4fb180d6982894169a082d3cdee1db6195c73cb3f0a580424f7c45",
    "metadata": {},
    "name": "HistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
