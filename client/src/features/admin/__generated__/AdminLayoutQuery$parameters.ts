/**
 * @generated SignedSource<<b8c38f9fe6ce40f4b121d259c4a02bbb>>
 * @relayHash d34f43b33e19a4b9abaf97c0a92971d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdda5b3ece526e34972ca908d82032dabfd2538dcf57002118f7dffe088c9066

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminLayoutQuery } from './AdminLayoutQuery.graphql';

const node: PreloadableConcreteRequest<AdminLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdda5b3ece526e34972ca908d82032dabfd2538dcf57002118f7dffe088c9066",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
