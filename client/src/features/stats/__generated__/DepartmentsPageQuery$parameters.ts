/**
 * @generated SignedSource<<4db0a832f039618fe7f1a61928f8b553>>
 * @relayHash d4f52a74dbf5901836bbf7a49d58e645
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c32f35d67f296edcdafb4017be330659599d4414b535080980e085186069244d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DepartmentsPageQuery } from './DepartmentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DepartmentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c32f35d67f296edcdafb4017be330659599d4414b535080980e085186069244d",
    "metadata": {},
    "name": "DepartmentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
