/**
 * @generated SignedSource<<4b4a1dadf0b9e18a0231f8bd6281d666>>
 * @relayHash 8cc326dc7228c9380ad8945976bb4105
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 079b8cc0eadffb2c321cc752fe639ee4a28206ef99db7a6e21844448b7353235

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { KrabbelPageQuery } from './KrabbelPageQuery.graphql';

const node: PreloadableConcreteRequest<KrabbelPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "079b8cc0eadffb2c321cc752fe639ee4a28206ef99db7a6e21844448b7353235",
    "metadata": {},
    "name": "KrabbelPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
