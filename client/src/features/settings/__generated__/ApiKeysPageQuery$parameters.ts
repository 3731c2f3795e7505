/**
 * @generated SignedSource<<b0681f2447f9ca204718a582235e37a1>>
 * @relayHash 137fca67912f96c19ce686aa841cea54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 009159665cf09361051bc899fb61e7cf8ff803566faae40f2fd5a833230076f4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ApiKeysPageQuery } from './ApiKeysPageQuery.graphql';

const node: PreloadableConcreteRequest<ApiKeysPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "009159665cf09361051bc899fb61e7cf8ff803566faae40f2fd5a833230076f4",
    "metadata": {},
    "name": "ApiKeysPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
