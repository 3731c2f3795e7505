/**
 * @generated SignedSource<<e235bceb5e05b4f5df978d56c3a60fa8>>
 * @relayHash 77f140982e617c3494217c8101899fdd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb8ce2950a43975ddcfb749eb0d49ea3f44190e392f9aeb2662f004f705be348

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SeasonPageQuery } from './SeasonPageQuery.graphql';

const node: PreloadableConcreteRequest<SeasonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cb8ce2950a43975ddcfb749eb0d49ea3f44190e392f9aeb2662f004f705be348",
    "metadata": {},
    "name": "SeasonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
