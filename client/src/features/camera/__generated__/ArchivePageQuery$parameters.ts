/**
 * @generated SignedSource<<0bd12b681ad514e6ffac2981294d471b>>
 * @relayHash a9eb7e221fa7127aec390939e0e84f59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ade0babf398d63ffdf3624ae5fa9765dacff98305a60d365a36b87aa45c9756

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ArchivePageQuery } from './ArchivePageQuery.graphql';

const node: PreloadableConcreteRequest<ArchivePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7ade0babf398d63ffdf3624ae5fa9765dacff98305a60d365a36b87aa45c9756",
    "metadata": {},
    "name": "ArchivePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
