/**
 * @generated SignedSource<<c7cf2605bd897da7734d53ca66e4aeb2>>
 * @relayHash 042253e61335e2cd3a3ef52e463f0dd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c0b8484dcaae1815b0cf9142fd7b6cb54c5231f76e2c36b69e44563c9547c0b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DepartmentsPageQuery } from './DepartmentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DepartmentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0c0b8484dcaae1815b0cf9142fd7b6cb54c5231f76e2c36b69e44563c9547c0b",
    "metadata": {},
    "name": "DepartmentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
