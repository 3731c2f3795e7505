/**
 * @generated SignedSource<<8922051c0a615458d3885459d9d76279>>
 * @relayHash 7b2dcbe505c25e71913daab0631732c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b6b7f80c7fad5722b7c8492ac323ee784c0ff0211f026b2e918ac49e8c25ecb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProfilePageQuery } from './ProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7b6b7f80c7fad5722b7c8492ac323ee784c0ff0211f026b2e918ac49e8c25ecb",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
