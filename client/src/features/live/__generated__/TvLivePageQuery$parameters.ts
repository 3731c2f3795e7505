/**
 * @generated SignedSource<<28bd2a47cabff17c4eae6c9b93b214de>>
 * @relayHash 0091ca7faef1e3285f96e6d7ba28d9fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 687d09a9e8bbafb123d2de96d021a80ccb81808c54cb701e66f3bed054b7bc00

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TvLivePageQuery } from './TvLivePageQuery.graphql';

const node: PreloadableConcreteRequest<TvLivePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "687d09a9e8bbafb123d2de96d021a80ccb81808c54cb701e66f3bed054b7bc00",
    "metadata": {},
    "name": "TvLivePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
