/**
 * @generated SignedSource<<5bf294c9f815d13be4313ad8a2987df2>>
 * @relayHash c261c1f5c20ba45ea5332034c88a3121
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cd10500ee1293dd8eaaebbe5e8b640832448d913c3b475dafe8db1f2c14d00a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddGamePageQuery } from './AddGamePageQuery.graphql';

const node: PreloadableConcreteRequest<AddGamePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9cd10500ee1293dd8eaaebbe5e8b640832448d913c3b475dafe8db1f2c14d00a",
    "metadata": {},
    "name": "AddGamePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
