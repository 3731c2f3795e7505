/**
 * @generated SignedSource<<6791a8714df98e3e439a6bd1d53b5c33>>
 * @relayHash 2d5d31967f20fdf467e27c9c37ffaa37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91902af95a4d8048839ebd96ce1ba955ca575c6369b5dfe089c34faa12a9e2a6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReplayPageQuery } from './ReplayPageQuery.graphql';

const node: PreloadableConcreteRequest<ReplayPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "91902af95a4d8048839ebd96ce1ba955ca575c6369b5dfe089c34faa12a9e2a6",
    "metadata": {},
    "name": "ReplayPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
