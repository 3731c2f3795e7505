/**
 * @generated SignedSource<<8c6802b5329d091925c03b845eb209d0>>
 * @relayHash df539e12a7392c93a51dfbf0a701bd83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cadf2115b9af0b8d1ddf05335b75ebc389d6f2987bd0da3d95e820a31db30e91

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostLoginQuery } from './PostLoginQuery.graphql';

const node: PreloadableConcreteRequest<PostLoginQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cadf2115b9af0b8d1ddf05335b75ebc389d6f2987bd0da3d95e820a31db30e91",
    "metadata": {},
    "name": "PostLoginQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
