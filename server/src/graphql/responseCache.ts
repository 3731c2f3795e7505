import type { ChangeFeed } from '@kicker/events';
import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../policy/viewer.ts';
import type { Context } from './context.ts';

// Whole answers to queries, kept per viewer for a few seconds (docs/decisions.md, "Whole answers
// kept"). The screens send the same few documents again and again (the season screen is where
// everyone lands, and every tab switch, back button and refetch asks again), and executing a
// document costs more than everything else a request does.
//
// What makes a kept answer safe to give again:
// - it belongs to one viewer object: the session cache (auth/sessionViewers.ts) makes a new one
//   whenever the user, their grants, their player or their session changes, so an answer is never
//   given to anyone else, nor to the same user after such a change; requests without a viewer share
//   one anonymous slot (they see only what anyone sees); an API key's requests are not kept (its
//   viewer is read anew for each request);
// - any change at all ends every kept answer: each change the feed tells (every instance hears it
//   with CHANGE_FEED=postgres), each command this instance commits (`forgetAll` from execute's
//   afterCommit, before its mutation answers) and each mutation run here. An answer whose execution
//   began before such a change is not kept;
// - it holds for `maxAgeMs` at most, on the real clock and on the app's (a season that begins at
//   midnight, or a test's clock moved on), which also bounds a notification missed while a LISTEN
//   connection was down;
// - only queries without errors are kept, and only once parsing, validation, the persisted-document
//   check, the cost limits and the API-key rule let them run: the plugin sits after all of those.

interface Kept {
  result: ExecutionResult;
  realAt: number;
  appAt: number;
}

export interface ResponseCache {
  plugin: Plugin<Context>;
  /** Ends every kept answer (a change was written, or may have been missed). */
  forgetAll(): void;
  /** Answers kept now (for tests and the benchmark's notes). */
  size(): number;
  /** Changes how long answers hold from now on (0: keep none); `bench stats` measures both ways. */
  setMaxAge(ms: number): void;
  close(): void;
}

export interface ResponseCacheOptions {
  /** 0 turns the cache off. */
  maxAgeMs: number;
  /** Answers kept at most; all are dropped beyond (a cache, not a store). */
  maxEntries?: number;
  now: () => Date;
  realNow?: () => number;
}

const ANONYMOUS = {};

export function createResponseCache(
  feed: ChangeFeed,
  { maxAgeMs, maxEntries = 2_000, now, realNow = Date.now }: ResponseCacheOptions,
): ResponseCache {
  let byViewer = new WeakMap<object, Map<string, Kept>>();
  // Counts every answer kept since the last forgetAll, also those of viewers the WeakMap has let
  // go since: at worst the cache empties a little early.
  let size = 0;
  let generation = 0;
  const forgetAll = () => {
    generation++;
    if (size > 0) {
      byViewer = new WeakMap();
      size = 0;
    }
  };
  const stop = new AbortController();
  void (async () => {
    for await (const _ of feed.subscribe(() => true, stop.signal)) forgetAll();
  })().catch(forgetAll);

  // A document's key: yoga's parser cache gives the same DocumentNode for the same text.
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const keyOf = (document: DocumentNode, operationName: string | null | undefined, variables: unknown) => {
    let id = documentIds.get(document);
    if (id === undefined) {
      id = nextDocumentId++;
      documentIds.set(document, id);
    }
    return `${id}\u0000${operationName ?? ''}\u0000${variables === undefined ? '' : JSON.stringify(variables)}`;
  };
  const fresh = (kept: Kept) => {
    const real = realNow() - kept.realAt;
    const app = now().getTime() - kept.appAt;
    return real >= 0 && real < maxAgeMs && app >= 0 && app < maxAgeMs;
  };

  const plugin: Plugin<Context> = {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined)?.operation;
      if (operation === 'mutation') return { onExecuteDone: forgetAll };
      // An API key's viewer is read anew for every request (auth/requestViewer.ts): nothing to share.
      if (maxAgeMs <= 0 || operation !== 'query' || args.contextValue.viewer?.viaApiKey) return;
      const owner: Viewer | object = args.contextValue.viewer ?? ANONYMOUS;
      const key = keyOf(args.document, args.operationName, args.variableValues);
      const kept = byViewer.get(owner)?.get(key);
      if (kept && fresh(kept)) {
        setResultAndStopExecution(kept.result);
        return;
      }
      const began = generation;
      const realAt = realNow();
      const appAt = now().getTime();
      return {
        onExecuteDone({ result }) {
          if (generation !== began || !isPlainResult(result) || result.errors?.length) return;
          if (size >= maxEntries) forgetAll();
          let answers = byViewer.get(owner);
          if (!answers) {
            answers = new Map();
            byViewer.set(owner, answers);
          }
          if (!answers.has(key)) size++;
          answers.set(key, { result, realAt, appAt });
        },
      };
    },
  };
  const setMaxAge = (ms: number) => {
    maxAgeMs = ms;
    forgetAll();
  };
  return { plugin, forgetAll, size: () => size, setMaxAge, close: () => stop.abort() };
}

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}
