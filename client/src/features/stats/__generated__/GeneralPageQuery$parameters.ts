/**
 * @generated SignedSource<<97e385cd29a44f160a221f054ab2d204>>
 * @relayHash 9a137c362708cf03df9813dfd4c922b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c143ff4b65e3bc2da508e08839f78c7e5fa4ed56bd40996b29e4c49d5ede6f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GeneralPageQuery } from './GeneralPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7c143ff4b65e3bc2da508e08839f78c7e5fa4ed56bd40996b29e4c49d5ede6f8",
    "metadata": {},
    "name": "GeneralPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
