import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  getOperationAST,
  print,
  subscribe,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Context } from './context.ts';
import { markShared } from './sharedMessages.ts';

// graphql-js `subscribe`, with one execution per event shared by the subscribers that are sure to
// get the same answer (issue 15: a goal reaches 2,000 scoreboards of a location; executing the
// selection for each of them cost more than the one core it runs on has). A subscription field
// opts in with a rule: the fields a document may select so that its answer depends on the viewer
// only through the policy's capabilities in one organisation (server/src/policy/capabilities.ts),
// and how to name that class of viewers for an event. Subscribers with the same document,
// variables and class then get the one result; any other document runs per subscriber, as before.

export interface ShareRule {
  /** `Type.field` coordinates a shared document may select (`__typename` always). */
  fields: ReadonlySet<string>;
  /**
   * The class of the subscriber's viewer for this event (equal classes get equal answers, `intern`
   * turns a description into one), or null to execute for this subscriber alone. Called once per
   * subscriber and event: keep it cheap.
   */
  classOf(ctx: Context, payload: object): number | null | Promise<number | null>;
}

const rules = new Map<string, ShareRule>();

/** Lets the subscription field `Subscription.<field>` share its executions under `rule`. */
export function shareExecutions(field: string, rule: ShareRule) {
  rules.set(field, rule);
}

/** How many executions shared subscriptions ran in this process (a test and the benchmark read it). */
export const sharedExecutions = { count: 0 };

/** Per event payload (the same object for all of a change's subscribers): results by share key. */
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
/** Per parsed document: its printed text, or null when it may not share. */
const documents = new WeakMap<DocumentNode, string | null>();
/**
 * Long keys (a document's text with its variables, a class) as short numbers, so the key built for
 * each subscriber and event is short to make and to hash. Bounded: forgotten when it grows large
 * (a forgotten key only means a new number, so two subscribers may share a little less for a while).
 */
const interned = new Map<string, number>();
export function intern(key: string): number {
  let id = interned.get(key);
  if (id === undefined) {
    if (interned.size >= 10_000) interned.clear();
    id = interned.size + 1;
    interned.set(key, id);
  }
  return id;
}

export async function subscribeShared(args: ExecutionArgs) {
  const shared = sharingOf(args);
  if (!shared) return subscribe(args);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const events = source[Symbol.asyncIterator]();
  // The same document, operation and variables: one number for the subscription's life.
  const operation = intern(
    `${shared.text}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`,
  );
  const ctx = args.contextValue as Context;
  const alone = async (payload: unknown) => execute({ ...args, rootValue: payload });
  const sharedFor = (payload: object, viewerClass: number | null): Promise<ExecutionResult> => {
    if (viewerClass === null) return alone(payload);
    let byKey = results.get(payload);
    if (!byKey) {
      byKey = new Map();
      results.set(payload, byKey);
    }
    const key = `${operation}:${viewerClass}`;
    let result = byKey.get(key);
    if (!result) {
      sharedExecutions.count++;
      // Its JSON is made once too (graphql/sharedMessages.ts).
      result = alone(payload).then((done) => {
        markShared(done);
        return done;
      });
      byKey.set(key, result);
    }
    return result;
  };
  const executeFor = (payload: unknown): Promise<ExecutionResult> => {
    if (payload === null || typeof payload !== 'object') return alone(payload);
    const viewerClass = shared.rule.classOf(ctx, payload);
    return viewerClass instanceof Promise
      ? viewerClass.then((c) => sharedFor(payload, c))
      : sharedFor(payload, viewerClass);
  };
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await events.next();
      if (event.done) return { value: undefined, done: true };
      return { value: await executeFor(event.value), done: false };
    },
    async return() {
      await events.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return mapped;
}

/** The rule of the operation's one root field, if its document selects only what the rule allows. */
function sharingOf(args: ExecutionArgs): { rule: ShareRule; text: string } | null {
  const operation = getOperationAST(args.document, args.operationName);
  const root = operation?.selectionSet.selections;
  if (operation?.operation !== 'subscription' || root?.length !== 1 || root[0]!.kind !== 'Field') return null;
  const rule = rules.get(root[0]!.name.value);
  if (!rule) return null;
  let text = documents.get(args.document);
  if (text === undefined) {
    text = selectsOnly(args.schema, args.document, rule.fields) ? print(args.document) : null;
    documents.set(args.document, text);
  }
  return text === null ? null : { rule, text };
}

/** Every field the document selects (in its operations and fragments) is one of `allowed`. */
function selectsOnly(schema: GraphQLSchema, document: DocumentNode, allowed: ReadonlySet<string>): boolean {
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        if (!parent || !allowed.has(`${parent.name}.${node.name.value}`)) ok = false;
      },
    }),
  );
  return ok;
}
