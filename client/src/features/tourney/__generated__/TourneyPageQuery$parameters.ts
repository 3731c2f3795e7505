/**
 * @generated SignedSource<<141b3a527b79cfa95b468f1dc8fd8df9>>
 * @relayHash b41376e4c3ea7f08d3160094802db820
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9ad46c9acc78f2eeab25fa69e9c2b0ef6ad90ffadd256c1cefcfef512a2c71e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TourneyPageQuery } from './TourneyPageQuery.graphql';

const node: PreloadableConcreteRequest<TourneyPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d9ad46c9acc78f2eeab25fa69e9c2b0ef6ad90ffadd256c1cefcfef512a2c71e",
    "metadata": {},
    "name": "TourneyPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
