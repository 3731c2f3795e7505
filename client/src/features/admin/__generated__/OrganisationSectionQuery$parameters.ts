/**
 * @generated SignedSource<<6800503ccf356bceebe2c98966ff8f33>>
 * @relayHash 593537f718bce5976664384fbf93850e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ace5cc658f8c82e3d58b9be2c9d02c6f8304dfe83b5bc06c8f98a2283789d774

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrganisationSectionQuery } from './OrganisationSectionQuery.graphql';

const node: PreloadableConcreteRequest<OrganisationSectionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ace5cc658f8c82e3d58b9be2c9d02c6f8304dfe83b5bc06c8f98a2283789d774",
    "metadata": {},
    "name": "OrganisationSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
