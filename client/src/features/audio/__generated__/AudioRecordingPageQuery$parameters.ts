/**
 * @generated SignedSource<<9bdb575f2d086eea9d32d6efe34f7695>>
 * @relayHash ab013b036fad844d3844992876ad016a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55d202a076487ed022006d994abb00e9fd359ace4143516c0eaddb5cc7afbb67

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AudioRecordingPageQuery } from './AudioRecordingPageQuery.graphql';

const node: PreloadableConcreteRequest<AudioRecordingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55d202a076487ed022006d994abb00e9fd359ace4143516c0eaddb5cc7afbb67",
    "metadata": {},
    "name": "AudioRecordingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
