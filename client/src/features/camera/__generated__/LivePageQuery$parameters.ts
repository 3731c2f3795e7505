/**
 * @generated SignedSource<<935df17acf5e989cbd9518724889b111>>
 * @relayHash 39a18010d72a8b724eb91ef6826670e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab5bedbab38d255ec0801da99d1ddeb7feb5084cce6e69ee8715eab9ea232e56

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LivePageQuery } from './LivePageQuery.graphql';

const node: PreloadableConcreteRequest<LivePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab5bedbab38d255ec0801da99d1ddeb7feb5084cce6e69ee8715eab9ea232e56",
    "metadata": {},
    "name": "LivePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
