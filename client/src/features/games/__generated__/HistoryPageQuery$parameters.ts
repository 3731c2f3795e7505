/**
 * @generated SignedSource<<ae37ebcaa2b1164a8da3719a76233a4e>>
 * @relayHash bdfa605554084889e5781319bba16f0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 279ae3049f37b6c24694cac011355372ab332c2dff7af91a5e895e8aee19a959

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HistoryPageQuery } from './HistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<HistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "279ae3049f37b6c24694cac011355372ab332c2dff7af91a5e895e8aee19a959",
    "metadata": {},
    "name": "HistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
