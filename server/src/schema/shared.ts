import { z } from 'zod';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError } from '../graphql/errors.ts';

/** Search and filter text of lists (names, nicknames, e-mail addresses, event types). */
export const searchTextSchema = z.string().max(100, 'Search text must have at most 100 characters');

/** A read model's name (maintenance). */
export const projectionNameSchema = z.string().max(64, 'Read model names have at most 64 characters');

/** A mode as people enter it: 1 (1 vs 1) or 2 (2 vs 2); `modeName` (`@kicker/events`) names it. */
export const modeArg = z.union([z.literal(1), z.literal(2)], { error: 'Mode is 1 or 2' });

/** The organisation of your player: where your matches and votes count. */
export function playerOrganisation(ctx: Context): string {
  const orgId = ctx.viewer!.player?.org_id;
  if (!orgId) throw new ForbiddenError('Organization not set. Please complete setup.');
  return orgId;
}
