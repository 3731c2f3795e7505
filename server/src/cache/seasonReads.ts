import type { Topic } from '@kicker/events';
import type { Context } from '../graphql/context.ts';

// The season statistics every stats screen reads (tables, krabbel tables, departments, awards, the
// General tab's figures, a player's season): the same answer for everyone until a match, a player or
// the organisation's seasons or configuration change. They are kept per organisation
// (services.caches.seasonReads) and dropped on these topics.

export const SEASON_READ_TOPICS: readonly Topic[] = [
  'matchRecorded',
  'matchDeleted',
  'matchRestored',
  // Names and departments travel with the rows (the table pages bring their players).
  'player',
  'season',
  'config',
  'organisation',
];

/** A season read kept until the next change that can move it (`key` names the read and its arguments). */
export function seasonRead<T>(ctx: Context, orgId: string, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.services.caches.seasonReads.get(orgId, key, load);
}

/** A season read when it is kept and read already (else undefined): a resolver may then answer at once. */
export function keptSeasonRead<T>(ctx: Context, orgId: string, key: string): T | undefined {
  return ctx.services.caches.seasonReads.peek<T>(orgId, key);
}
