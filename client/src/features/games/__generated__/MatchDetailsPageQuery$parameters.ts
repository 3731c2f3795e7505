/**
 * @generated SignedSource<<3749e47fb028e518c9330398e0fb67c9>>
 * @relayHash 5ae572bceac4d32d10ec286407542965
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34c28c09961c9d112f6d35173e6bf563dedd976237c37d2ac72decbffb722b07

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "34c28c09961c9d112f6d35173e6bf563dedd976237c37d2ac72decbffb722b07",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
