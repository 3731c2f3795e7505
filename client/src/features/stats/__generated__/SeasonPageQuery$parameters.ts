/**
 * @generated SignedSource<<f9462c93b9cb45f33278eaa48f4c6c79>>
 * @relayHash 3865fc3782c3e4dd392d8606a9493786
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e58081e887415f475ab11d55d179437d4f737bd90830dfec1098ddf481a5b52d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeasonPageQuery } from './SeasonPageQuery.graphql';

const node: PreloadableConcreteRequest<SeasonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e58081e887415f475ab11d55d179437d4f737bd90830dfec1098ddf481a5b52d",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
