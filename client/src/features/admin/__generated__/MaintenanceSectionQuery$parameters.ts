/**
 * @generated SignedSource<<fb1b7b2de58a1cfc0eb5cebd97e9cad8>>
 * @relayHash 7109b0493b216af5ef432419d6ea12c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c02d80ad1f3a6edd512bd2db9cfc38b990746d1e5dcd8a6610b728728bbd615

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MaintenanceSectionQuery } from './MaintenanceSectionQuery.graphql';

const node: PreloadableConcreteRequest<MaintenanceSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1c02d80ad1f3a6edd512bd2db9cfc38b990746d1e5dcd8a6610b728728bbd615",
    "metadata": {},
    "name": "MaintenanceSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
