/**
 * @generated SignedSource<<1f1d096082e92be9b38dfe1cdd96c9ad>>
 * @relayHash fe86e29aa8b4c3d913f2a905fb7af9c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b320a8735c92265c19903016e82b727437d772f423458eecd0efffef77af312a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GeneralPageQuery } from './GeneralPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b320a8735c92265c19903016e82b727437d772f423458eecd0efffef77af312a",
    "metadata": {},
    "name": "GeneralPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
