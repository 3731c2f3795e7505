/**
 * Time limits of the browser tests: a slow machine must never fail a flow, and a hung flow must
 * still fail in bounded time.
 *
 * - A flow (one `it`, or a file's set-up) is declared with its duration on a quiet machine,
 *   `it('…', fn, flow(15))`, and gets five times that. On the two-core machines the line runs on,
 *   a load of 5–10 made flows 2–4 times slower (docs/benchmarks.md, "Browser tests on a busy
 *   machine"); five leaves room above that. Never less than MIN_FLOW_MS, as one slow step alone may
 *   take STEP_MS.
 * - A step (a click, a navigation, waiting for a text, a poll) may take STEP_MS: far above a step's
 *   few seconds on a busy machine, well below a flow's budget, so a wrong locator fails with its own
 *   message rather than as a timed-out test.
 */
export const SLOW_MACHINE_FACTOR = 5;
export const STEP_MS = 30_000;
export const MIN_FLOW_MS = 45_000;

/** The time limit of a flow that takes `quietSeconds` on a quiet machine. */
export function flow(quietSeconds: number): number {
  return Math.max(MIN_FLOW_MS, Math.round(quietSeconds * SLOW_MACHINE_FACTOR * 1000));
}

/** For `expect.poll(fn, POLL)`: vitest's own default gives up after one second. */
export const POLL = { timeout: STEP_MS, interval: 100 } as const;
