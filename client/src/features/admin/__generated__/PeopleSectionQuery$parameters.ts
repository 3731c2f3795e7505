/**
 * @generated SignedSource<<3dd7323a7a392231ec650355ae59fd09>>
 * @relayHash 9fcb5a58e99380a507945ba323b3e169
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5eea7677967826969e3f1e667844e51bd6729c2f3f2f0910852ba6d660ed150

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PeopleSectionQuery } from './PeopleSectionQuery.graphql';

const node: PreloadableConcreteRequest<PeopleSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5eea7677967826969e3f1e667844e51bd6729c2f3f2f0910852ba6d660ed150",
    "metadata": {},
    "name": "PeopleSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
