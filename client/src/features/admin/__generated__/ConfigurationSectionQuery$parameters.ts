/**
 * @generated SignedSource<<324f068b8e9c207a2c899ce0e62b2bcf>>
 * @relayHash 3478880cfa3495e89bd9ccda9c88472c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f5d63095b3c5eef772ed8a4ede52d30fdc1fd3abfc6c04ab45fd52617e338c7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConfigurationSectionQuery } from './ConfigurationSectionQuery.graphql';

const node: PreloadableConcreteRequest<ConfigurationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9f5d63095b3c5eef772ed8a4ede52d30fdc1fd3abfc6c04ab45fd52617e338c7",
    "metadata": {},
    "name": "ConfigurationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
