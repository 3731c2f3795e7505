import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Context } from './context.ts';

// Which subscriptions share one execution per event among the subscribers that are sure to get the
// same answer (issue 15: a goal reaches 2,000 scoreboards of a location; executing the
// selection for each of them cost more than the one core it runs on has). A subscription field
// opts in with a rule: the fields a document may select so that its answer depends on the viewer
// only through the policy's capabilities in one organisation (server/src/policy/capabilities.ts),
// and how to name that class of viewers for an event. Subscribers with the same document,
// variables and class then get the one result; any other document runs per subscriber, as before.
// graphql/sharedSubscriber.ts runs the subscriptions (and writes a shared result to all of its
// sockets in one go, graphql/sharedDelivery.ts).

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

/** Told when a shared execution is done (graphql/sharedSubscriber.ts writes it to its socket). */
export interface Waiter {
  written(result: ExecutionResult): void;
  failed(error: unknown): void;
}
/** One execution shared by a class of subscribers. */
export interface Shared {
  result: Promise<ExecutionResult>;
  /** The result once it is ready (a subscriber that comes later is written it at once). */
  done: ExecutionResult | null;
  /** Subscribers to be told, in one go, when it is ready. */
  waiting: Waiter[];
}
/** Per event payload (the same object for all of a change's subscribers): executions by share key. */
const results = new WeakMap<object, Map<string, Shared>>();

/** The execution of `key` for this payload, started by `run` if it is the first to ask. */
export function sharedResult(payload: object, key: string, run: () => Promise<ExecutionResult>): Shared {
  let byKey = results.get(payload);
  if (!byKey) {
    byKey = new Map();
    results.set(payload, byKey);
  }
  let shared = byKey.get(key);
  if (!shared) {
    sharedExecutions.count++;
    const s: Shared = { result: run(), done: null, waiting: [] };
    // Attached before any subscriber awaits the result: the waiting ones are written first, all
    // together, before any subscription moves on to its next event.
    s.result.then(
      (done) => {
        s.done = done;
        for (const w of s.waiting.splice(0)) w.written(done);
      },
      (error: unknown) => {
        for (const w of s.waiting.splice(0)) w.failed(error);
      },
    );
    byKey.set(key, s);
    shared = s;
  }
  return shared;
}
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

/**
 * The rule of the operation's one root field, if its document selects only what the rule allows, and
 * the document's printed text.
 */
export function sharingOf(args: ExecutionArgs): { rule: ShareRule; text: string } | null {
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
