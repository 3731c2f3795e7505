/**
 * Time limits of the browser tests: a slow machine must never fail a flow, and a hung flow must
 * still fail in bounded time.
 *
 * - A flow (one `it`, or a file's set-up) is declared with its duration on a quiet machine,
 *   `it('…', { timeout: flow(15) }, fn)`, and gets six times that. A flow runs a browser, the
 *   server and PostgreSQL on two cores, so at a load average L it gets about 2/L of the machine:
 *   at the load of 8–11 measured during busy test runs, flows took 3.5–4.5 times as long
 *   (docs/benchmarks.md, "Browser tests on a busy machine"). Six covers a load of about 12. Never
 *   less than MIN_FLOW_MS, as one slow step alone may take STEP_MS.
 * - A step (a click, a navigation, waiting for a text, a poll, a mail) may take STEP_MS: far above
 *   a step's few seconds on a busy machine, below a flow's budget, so a wrong locator fails with its
 *   own message rather than as a timed-out test.
 */
export const SLOW_MACHINE_FACTOR = 6;
export const STEP_MS = 30_000;
export const MIN_FLOW_MS = 45_000;

/** The time limit of a flow that takes `quietSeconds` on a quiet machine. */
export function flow(quietSeconds: number): number {
  return Math.max(MIN_FLOW_MS, Math.round(quietSeconds * SLOW_MACHINE_FACTOR * 1000));
}

/** For `expect.poll(fn, POLL)`: vitest's own default gives up after one second. */
export const POLL = { timeout: STEP_MS, interval: 100 } as const;
