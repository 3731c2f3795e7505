/**
 * @generated SignedSource<<e1be993974ea30e57a1fd53309308537>>
 * @relayHash 86069218b6e201ac035886761d1e8e6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07f497acaec398680e80c04a16c53f20236614eca097f532d264b085cf906f7d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FeedbackPageQuery } from './FeedbackPageQuery.graphql';

const node: PreloadableConcreteRequest<FeedbackPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "07f497acaec398680e80c04a16c53f20236614eca097f532d264b085cf906f7d",
    "metadata": {},
    "name": "FeedbackPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
