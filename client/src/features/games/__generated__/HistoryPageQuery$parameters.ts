/**
 * @generated SignedSource<<de5eb9ed3b3823df97c7ffc3e2c91ed0>>
 * @relayHash 39a993edf23ba175984bd3955c14fa93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51f7bfc1268c3f0945224e4cac18c9f27e9048866b4031d58756100c9d369804

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HistoryPageQuery } from './HistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<HistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "51f7bfc1268c3f0945224e4cac18c9f27e9048866b4031d58756100c9d369804",
    "metadata": {},
    "name": "HistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
