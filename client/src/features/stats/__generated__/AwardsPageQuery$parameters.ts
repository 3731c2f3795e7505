/**
 * @generated SignedSource<<767bdee3d7a59b8dfac92e143a00e28a>>
 * @relayHash f126a185b56f4ed74fd75e0179a67635
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd02d78c0cf0fe14ef90ebac5e63185f0c34614403ff4f067b789de82545bfc5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AwardsPageQuery } from './AwardsPageQuery.graphql';

const node: PreloadableConcreteRequest<AwardsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cd02d78c0cf0fe14ef90ebac5e63185f0c34614403ff4f067b789de82545bfc5",
    "metadata": {},
    "name": "AwardsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
