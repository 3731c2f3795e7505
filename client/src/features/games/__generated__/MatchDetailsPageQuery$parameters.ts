/**
 * @generated SignedSource<<bf034215d9fb59153fd6a6450bc43cf9>>
 * @relayHash fff1a769b0394bd152150277f6addba0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc6101928d7e430ba6871cf1822d83c9a7e28bdee594021d1c10e4b61da27d2b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MatchDetailsPageQuery } from './MatchDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<MatchDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fc6101928d7e430ba6871cf1822d83c9a7e28bdee594021d1c10e4b61da27d2b",
    "metadata": {},
    "name": "MatchDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
