/**
 * @generated SignedSource<<8ca73d068967226425e4e166a538de17>>
 * @relayHash 5fcf4f0ba95a78a1d530c2b2742d693e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3853a9a5ba8ef6c09d63c2fe23e4a1d004c3589da7dde2d46cf905147d2b9009

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RulesPageQuery } from './RulesPageQuery.graphql';

const node: PreloadableConcreteRequest<RulesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3853a9a5ba8ef6c09d63c2fe23e4a1d004c3589da7dde2d46cf905147d2b9009",
    "metadata": {},
    "name": "RulesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
