/**
 * @generated SignedSource<<476d3b506c0e53d42e178a4ff18150c5>>
 * @relayHash 7a09e450ff8825282e248913f888e324
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91ac3a9b8917f7385d4de88c8e217b6522003256c918fa1c7aa4544313d51207

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "91ac3a9b8917f7385d4de88c8e217b6522003256c918fa1c7aa4544313d51207",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
