/**
 * @generated SignedSource<<7ab91f7b30e5e2deee0add6f6220e4f9>>
 * @relayHash acca24a1b8ff895ec8d2cbb9a06bc142
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5dc319d6f6db796cc4d89f975d2efc509ac47e0103b16069c7d9116f6ec6e61

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostLoginQuery } from './PostLoginQuery.graphql';

const node: PreloadableConcreteRequest<PostLoginQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e5dc319d6f6db796cc4d89f975d2efc509ac47e0103b16069c7d9116f6ec6e61",
    "metadata": {},
    "name": "PostLoginQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
