/**
 * @generated SignedSource<<fe3016e8cc6af207e270e0a6c0c10d63>>
 * @relayHash efcd5755216ee904e7582f8c895b05cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37078c5998be183f3aa2ed1b12985caca60aad11d331f2800ea8ea805f6da852

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddGamePageQuery } from './AddGamePageQuery.graphql';

const node: PreloadableConcreteRequest<AddGamePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "37078c5998be183f3aa2ed1b12985caca60aad11d331f2800ea8ea805f6da852",
    "metadata": {},
    "name": "AddGamePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
