/**
 * @generated SignedSource<<2fdfe607b37e991ed6819671467ec5b1>>
 * @relayHash 17b02d2da657834fdd6cfe81a2b44c60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de769723596416b1e8333f61e4e083ebc23ce618292c9282c38b6933e2854e1a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddGamePageQuery } from './AddGamePageQuery.graphql';

const node: PreloadableConcreteRequest<AddGamePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de769723596416b1e8333f61e4e083ebc23ce618292c9282c38b6933e2854e1a",
    "metadata": {},
    "name": "AddGamePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
