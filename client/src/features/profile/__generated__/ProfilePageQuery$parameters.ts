/**
 * @generated SignedSource<<6bc181ee7e5f9ea9b5d3a184e264435d>>
 * @relayHash 83998a5b130da8f8754bc8eab7ec8e28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fecdc3c74f6e95a4dd1504f71927121634dc2e8ee3fbdf0cfb4e147b422af7a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProfilePageQuery } from './ProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fecdc3c74f6e95a4dd1504f71927121634dc2e8ee3fbdf0cfb4e147b422af7a1",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
