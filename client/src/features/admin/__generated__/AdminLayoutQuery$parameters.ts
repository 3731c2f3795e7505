/**
 * @generated SignedSource<<e2b312ef654e234dddef1113aa9a9802>>
 * @relayHash f273efd95189d8f1b65768efb169c158
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36967fcbbe4a969b4f4a995f535b8707c85bea35d7852ddbefd15e39f5b966b2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AdminLayoutQuery } from './AdminLayoutQuery.graphql';

const node: PreloadableConcreteRequest<AdminLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "36967fcbbe4a969b4f4a995f535b8707c85bea35d7852ddbefd15e39f5b966b2",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
