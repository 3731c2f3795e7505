type Cleanup = () => Promise<unknown> | unknown;

export type Defer = (label: string, fn: Cleanup) => void;

/**
 * Runs `body` with a `defer(label, fn)` to register cleanups (stop a server, remove a folder). They
 * run last-registered first, once, when `body` ends, on error and on Ctrl-C / SIGTERM (then the
 * process exits with 130). A failing cleanup is reported and the others still run.
 */
export async function withCleanup<T>(body: (defer: Defer) => Promise<T>): Promise<T> {
  const cleanups: { label: string; fn: Cleanup }[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const { label, fn } of cleanups.reverse()) {
        try {
          await fn();
        } catch (error) {
          console.error(`cleanup (${label}) failed:`, error);
        }
      }
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await body((label, fn) => {
      cleanups.push({ label, fn });
    });
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
