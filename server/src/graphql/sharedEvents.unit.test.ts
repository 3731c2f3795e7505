import { describe, expect, it } from 'vitest';
import { join, type Member, openStreams, sharedEvents } from './sharedEvents.ts';

// One stream per key: opened by the first member, told to every member in order, closed by the last.

/** A source the test feeds by hand; counts how often it was opened and closed. */
function source<T>() {
  const pending: ((r: IteratorResult<T>) => void)[] = [];
  const failures: ((e: unknown) => void)[] = [];
  const state = { opened: 0, closed: 0 };
  const open = (): AsyncIterable<T> => {
    state.opened++;
    return {
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<T>>((resolve, reject) => {
            pending.push(resolve);
            failures.push(reject);
          }),
        return: async () => {
          state.closed++;
          for (const p of pending.splice(0)) p({ value: undefined, done: true });
          return { value: undefined, done: true as const };
        },
      }),
    };
  };
  const settle = () => new Promise((r) => setImmediate(r));
  return {
    open,
    state,
    async emit(value: T) {
      failures.shift();
      pending.shift()!({ value, done: false });
      await settle();
    },
    async end() {
      failures.shift();
      pending.shift()!({ value: undefined, done: true });
      await settle();
    },
    async fail(error: unknown) {
      pending.shift();
      failures.shift()!(error);
      await settle();
    },
  };
}

function recorder() {
  const told: unknown[] = [];
  const member: Member<number> = {
    event: (v) => told.push(v),
    end: () => told.push('end'),
    fail: (e) => told.push(`failed: ${(e as Error).message}`),
  };
  return { member, told };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('shared event streams', () => {
  it('opens one stream per key and tells each member every event after it joined, in order', async () => {
    const src = source<number>();
    const streams = openStreams();
    const [a, b, c] = [recorder(), recorder(), recorder()];
    const leaveA = join(sharedEvents('k1', src.open), a.member);
    const leaveB = join(sharedEvents('k1', src.open), b.member);
    await settle();
    expect(src.state.opened).toBe(1);
    expect(openStreams()).toBe(streams + 1);
    await src.emit(1);
    const leaveC = join(sharedEvents('k1', src.open), c.member);
    await src.emit(2);
    expect(a.told).toEqual([1, 2]);
    expect(b.told).toEqual([1, 2]);
    expect(c.told).toEqual([2]);

    leaveA();
    await src.emit(3);
    expect(a.told).toEqual([1, 2]);
    expect(src.state.closed).toBe(0);
    leaveB();
    leaveC();
    await settle();
    expect(src.state.closed).toBe(1);
    expect(openStreams()).toBe(streams);
    expect(c.told).toEqual([2, 3]);
  });

  it('tells every member the end, and opens a new stream for the next to join', async () => {
    const src = source<number>();
    const [a, b] = [recorder(), recorder()];
    join(sharedEvents('k2', src.open), a.member);
    join(sharedEvents('k2', src.open), b.member);
    await settle();
    await src.emit(1);
    await src.end();
    expect(a.told).toEqual([1, 'end']);
    expect(b.told).toEqual([1, 'end']);
    const c = recorder();
    join(sharedEvents('k2', src.open), c.member);
    await settle();
    expect(src.state.opened).toBe(2);
    await src.emit(7);
    expect(c.told).toEqual([7]);
    expect(a.told).toEqual([1, 'end']);
  });

  it('tells every member a failure of the stream', async () => {
    const src = source<number>();
    const [a, b] = [recorder(), recorder()];
    join(sharedEvents('k3', src.open), a.member);
    join(sharedEvents('k3', src.open), b.member);
    await settle();
    await src.fail(new Error('database away'));
    expect(a.told).toEqual(['failed: database away']);
    expect(b.told).toEqual(['failed: database away']);
  });

  it('keeps different keys apart, and gives a plain iteration its own stream', async () => {
    const src = source<number>();
    const [a, b] = [recorder(), recorder()];
    join(sharedEvents('k4', src.open), a.member);
    join(sharedEvents('k5', src.open), b.member);
    await settle();
    expect(src.state.opened).toBe(2);
    const own = sharedEvents('k4', src.open)[Symbol.asyncIterator]();
    expect(src.state.opened).toBe(3);
    await own.return?.();
  });
});
