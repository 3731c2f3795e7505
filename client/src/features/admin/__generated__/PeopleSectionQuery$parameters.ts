/**
 * @generated SignedSource<<5897906ed84aa2e450fe3a121fdf84bc>>
 * @relayHash 6df7f00a1af552301429c173754453fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 383542e80937f7435725be063f237b10d32b49a4fe6e7b3222a57b54e00d1701

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PeopleSectionQuery } from './PeopleSectionQuery.graphql';

const node: PreloadableConcreteRequest<PeopleSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "383542e80937f7435725be063f237b10d32b49a4fe6e7b3222a57b54e00d1701",
    "metadata": {},
    "name": "PeopleSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
