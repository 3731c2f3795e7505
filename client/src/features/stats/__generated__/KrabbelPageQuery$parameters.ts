/**
 * @generated SignedSource<<5cac54bf07d73f7aac228b14d9ede25c>>
 * @relayHash 33452f586a1edec8cca26c4b95f969f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3d1f5b3448b708851b6bb7d26dc8c75b2c16a2cb517f69edc413520fcedbbc2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { KrabbelPageQuery } from './KrabbelPageQuery.graphql';

const node: PreloadableConcreteRequest<KrabbelPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e3d1f5b3448b708851b6bb7d26dc8c75b2c16a2cb517f69edc413520fcedbbc2",
    "metadata": {},
    "name": "KrabbelPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
