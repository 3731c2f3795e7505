/**
 * @generated SignedSource<<6c53d9154d7ad4ea5c1283480c7fb746>>
 * @relayHash d881b8f95345d166be85ba83e5dc3d0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9343b114e47d666b79caa0990bdd43293bd99c6dac9c4c8040a09261c60ea632

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConfigurationSectionQuery } from './ConfigurationSectionQuery.graphql';

const node: PreloadableConcreteRequest<ConfigurationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9343b114e47d666b79caa0990bdd43293bd99c6dac9c4c8040a09261c60ea632",
    "metadata": {},
    "name": "ConfigurationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
