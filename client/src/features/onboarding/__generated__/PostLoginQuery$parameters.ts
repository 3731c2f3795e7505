/**
 * @generated SignedSource<<b7ff87635506b038a8bfb391cd039c3a>>
 * @relayHash 5ca48a72bab97f2fd213d28ae3d1692d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70e13684c64bb1c2183f3f6c00e34e5710a83059c5de403939e7037cc8df7edc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostLoginQuery } from './PostLoginQuery.graphql';

const node: PreloadableConcreteRequest<PostLoginQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70e13684c64bb1c2183f3f6c00e34e5710a83059c5de403939e7037cc8df7edc",
    "metadata": {},
    "name": "PostLoginQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
