/**
 * @generated SignedSource<<3675465b7ec23d870c70de371a3bd988>>
 * @relayHash 2af3059ff883ad4589c5d7754a4389f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09dc1e81b6e07d14c8ecde577cb015c9e4036e1de6bea71f11623fe5b4094514

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MmrLadderPageQuery } from './MmrLadderPageQuery.graphql';

const node: PreloadableConcreteRequest<MmrLadderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "09dc1e81b6e07d14c8ecde577cb015c9e4036e1de6bea71f11623fe5b4094514",
    "metadata": {},
    "name": "MmrLadderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
