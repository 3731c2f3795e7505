/**
 * @generated SignedSource<<874eecfe150e3a41648db62ab809ee93>>
 * @relayHash 515b617d50918796b7fbea0f4d4a555c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a3be907c25d67f55952447f491d1250c58c1e637ca001930d886316fb9bf779

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PostLoginQuery } from './PostLoginQuery.graphql';

const node: PreloadableConcreteRequest<PostLoginQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4a3be907c25d67f55952447f491d1250c58c1e637ca001930d886316fb9bf779",
    "metadata": {},
    "name": "PostLoginQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
