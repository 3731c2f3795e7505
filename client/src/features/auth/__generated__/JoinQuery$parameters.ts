/**
 * @generated SignedSource<<bf3c5cf3742226da5626f4a800ea8d3f>>
 * @relayHash 4a03444387884926835826fea6c066ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2017ae97c528e78c9b67956e5815b8a365b82ee5c17afbd63e560d226a359c5f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { JoinQuery } from './JoinQuery.graphql';

const node: PreloadableConcreteRequest<JoinQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2017ae97c528e78c9b67956e5815b8a365b82ee5c17afbd63e560d226a359c5f",
    "metadata": {},
    "name": "JoinQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
