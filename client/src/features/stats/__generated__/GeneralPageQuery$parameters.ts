/**
 * @generated SignedSource<<ab40fbe7f0c21ff893e0d889f55a5d27>>
 * @relayHash aadb6da933defae1be67f2dc7a339535
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e6235babfb50fc2de7c417f58202c645655ea30cc20d00f8e3871e6eb42dcb4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GeneralPageQuery } from './GeneralPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8e6235babfb50fc2de7c417f58202c645655ea30cc20d00f8e3871e6eb42dcb4",
    "metadata": {},
    "name": "GeneralPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
