// One event stream for all the subscribers of a subscription that see the same events (issue 15:
// the 2,000 scoreboards of a location). A subscription field's `subscribe` returns
// `sharedEvents(key, open)`: every subscriber with the same key then follows one stream, opened by
// `open` when the first joins and closed when the last leaves, instead of each running its own
// (its own listener, queue and chain of promises per event: at 2,000 subscribers that alone cost
// more than writing the message). The key must name everything the stream depends on; the stream
// must not depend on the viewer (the resolver checks who may subscribe before it returns this).
// graphql/sharedExecution.ts joins the stream; anything else iterating the value gets its own.

const SHARED = Symbol('shared events');

export interface SharedEvents<T> extends AsyncIterable<T> {
  [SHARED]: { key: string; open: () => AsyncIterable<T> };
}

export function sharedEvents<T>(key: string, open: () => AsyncIterable<T>): SharedEvents<T> {
  return {
    [SHARED]: { key, open },
    [Symbol.asyncIterator]: () => open()[Symbol.asyncIterator](),
  };
}

export function isSharedEvents(value: unknown): value is SharedEvents<unknown> {
  return typeof value === 'object' && value !== null && SHARED in value;
}

/** What a member of a stream is told, in the stream's order. */
export interface Member<T> {
  event(value: T): void;
  end(): void;
  fail(error: unknown): void;
}

interface Stream<T> {
  members: Set<Member<T>>;
  iterator: AsyncIterator<T>;
  /** Ended, failed or left by its last member: a new member opens a new stream. */
  over: boolean;
}

const streams = new Map<string, Stream<unknown>>();

/** How many shared streams are open in this process (a test reads it). */
export const openStreams = () => streams.size;

/** Joins the member to the stream of `events`; the returned function leaves it. */
export function join<T>(events: SharedEvents<T>, member: Member<T>): () => void {
  const { key, open } = events[SHARED];
  let stream = streams.get(key) as Stream<T> | undefined;
  if (!stream || stream.over) {
    stream = { members: new Set(), iterator: open()[Symbol.asyncIterator](), over: false };
    streams.set(key, stream as Stream<unknown>);
    void follow(key, stream);
  }
  const joined = stream;
  joined.members.add(member);
  return () => {
    if (!joined.members.delete(member) || joined.members.size > 0 || joined.over) return;
    close(key, joined);
    void joined.iterator.return?.();
  };
}

function close<T>(key: string, stream: Stream<T>) {
  stream.over = true;
  if (streams.get(key) === stream) streams.delete(key);
}

/** Tells every member each event, then the end or the failure. */
async function follow<T>(key: string, stream: Stream<T>) {
  try {
    for (;;) {
      const next = await stream.iterator.next();
      if (stream.over) return;
      if (next.done) break;
      // The members as they are now: one who joins while they are told waits for the next event.
      for (const member of [...stream.members]) member.event(next.value);
    }
    close(key, stream);
    for (const member of stream.members) member.end();
  } catch (error) {
    if (stream.over) return;
    close(key, stream);
    for (const member of stream.members) member.fail(error);
  }
}
