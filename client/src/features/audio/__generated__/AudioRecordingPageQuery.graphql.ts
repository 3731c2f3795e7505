/**
 * @generated SignedSource<<d586d9bcf478974ae9dbe5849f2cb6c3>>
 * @relayHash ab013b036fad844d3844992876ad016a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55d202a076487ed022006d994abb00e9fd359ace4143516c0eaddb5cc7afbb67

import type { ConcreteRequest } from 'relay-runtime';
export type AudioRecordingPageQuery$variables = Record<PropertyKey, never>;
export type AudioRecordingPageQuery$data = {
  readonly viewer: {
    readonly organisation: {
      readonly config: {
        readonly frequencyBlack: {
          readonly from: number;
          readonly to: number;
        };
        readonly frequencyWhite: {
          readonly from: number;
          readonly to: number;
        };
      };
      readonly id: string;
      readonly viewerCanAdminister: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type AudioRecordingPageQuery = {
  response: AudioRecordingPageQuery$data;
  variables: AudioRecordingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "to",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanAdminister",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeagueConfig",
            "kind": "LinkedField",
            "name": "config",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FrequencyRange",
                "kind": "LinkedField",
                "name": "frequencyBlack",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FrequencyRange",
                "kind": "LinkedField",
                "name": "frequencyWhite",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AudioRecordingPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AudioRecordingPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55d202a076487ed022006d994abb00e9fd359ace4143516c0eaddb5cc7afbb67",
    "metadata": {},
    "name": "AudioRecordingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6aa72e2e03c402611afd44d887708df3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
