import { z } from 'zod';
import type { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { ForbiddenError } from '../graphql/errors.ts';

/** Groups rows by org_id in the order of the requested ids (for list dataloaders). */
export async function loadRowsByOrg<R extends { org_id: string }>(
  orgIds: readonly string[],
  query: () => Promise<R[]>,
) {
  const rows = await query();
  return orgIds.map((id) => rows.filter((r) => r.org_id === id));
}

export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** Search and filter text of lists (names, nicknames, e-mail addresses, event types). */
export const searchTextSchema = z.string().max(100, 'Search text must have at most 100 characters');

/** A read model's name (maintenance). */
export const projectionNameSchema = z.string().max(64, 'Read model names have at most 64 characters');

/** A LIKE pattern matching `search` anywhere, its own % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organisation of your player: where your matches and votes count. */
export function playerOrganisation(ctx: Context): string {
  const orgId = ctx.viewer!.player?.org_id;
  if (!orgId) throw new ForbiddenError('Organization not set. Please complete setup.');
  return orgId;
}
