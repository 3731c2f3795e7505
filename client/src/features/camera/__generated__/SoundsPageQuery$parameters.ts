/**
 * @generated SignedSource<<c557e94758d74e382ca3f757c9e84987>>
 * @relayHash 2a59c4fc724098b59d4b302e2858f6b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c863e71c4b59abc1620fcb8b99105a8982ea28e6a25a10c77e1960468b9cc727

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SoundsPageQuery } from './SoundsPageQuery.graphql';

const node: PreloadableConcreteRequest<SoundsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c863e71c4b59abc1620fcb8b99105a8982ea28e6a25a10c77e1960468b9cc727",
    "metadata": {},
    "name": "SoundsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
