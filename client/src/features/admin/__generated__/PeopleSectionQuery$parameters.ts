/**
 * @generated SignedSource<<c062a72995b2c6b17cbe636c84847de7>>
 * @relayHash 168156460780d167007c1674b94c87d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ea4a9556c13f66b6a3517f66625e9675f8fac0dfb98bd851994ba51d63ab089

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PeopleSectionQuery } from './PeopleSectionQuery.graphql';

const node: PreloadableConcreteRequest<PeopleSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0ea4a9556c13f66b6a3517f66625e9675f8fac0dfb98bd851994ba51d63ab089",
    "metadata": {},
    "name": "PeopleSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
