/**
 * @generated SignedSource<<88990183bcf7ad50006c6ae822cb0132>>
 * @relayHash ea14952a5d47beb92c984dbb37c8fae2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7506c8c9b44b5e5f2c870214a5a3426de3779c01c7ef439914c49a695bf64408

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TourneyListPageQuery } from './TourneyListPageQuery.graphql';

const node: PreloadableConcreteRequest<TourneyListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7506c8c9b44b5e5f2c870214a5a3426de3779c01c7ef439914c49a695bf64408",
    "metadata": {},
    "name": "TourneyListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
