import type { Services } from '../graphql/context.ts';

/**
 * What an instance does with the change feed beyond subscriptions and caches:
 * - every change nudges the catch-up projections (with CHANGE_FEED=postgres also the changes other
 *   instances wrote, so the instance that runs them follows at once instead of at its timer);
 * - when the feed listens again after a cut (database restart, network), changes may have been
 *   missed: every cache (and every kept session viewer) is dropped, every socket is asked to reconnect (its client then refetches
 *   what it shows, and its session is checked again), and the catch-up projections are nudged.
 */
export function followTheFeed(
  services: Services,
  { nudgeCatchUp, reconnectSockets }: { nudgeCatchUp(): void; reconnectSockets(reason: string): void },
) {
  const { changeFeed, caches, sessions, responses, logger } = services;
  const stop = new AbortController();
  void (async () => {
    for await (const _ of changeFeed.subscribe(() => true, stop.signal)) nudgeCatchUp();
  })().catch((err) => logger.error({ err }, 'following the change feed failed'));
  const unsubscribe = changeFeed.onReconnected(() => {
    logger.warn(
      'change feed: listening again after a cut; changes told meanwhile were missed, so caches are dropped and clients refetch',
    );
    caches.settings.clear();
    caches.seasonReads.clear();
    caches.rows.clear();
    responses.forgetAll();
    sessions.clear();
    reconnectSockets('This server missed live updates: reconnect and refetch');
    nudgeCatchUp();
  });
  return {
    stop() {
      stop.abort();
      unsubscribe();
    },
  };
}
