/**
 * @generated SignedSource<<67109020555f11456699a8f898f27796>>
 * @relayHash d028445797ca29fdde48fb748ba2e750
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cba9d9e20278da97931a47ada61d295f1500356637b423200ceed43c9d7bd15

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeasonPageQuery } from './SeasonPageQuery.graphql';

const node: PreloadableConcreteRequest<SeasonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0cba9d9e20278da97931a47ada61d295f1500356637b423200ceed43c9d7bd15",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
