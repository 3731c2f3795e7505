import { nameKey } from '@kicker/events';
import { sql } from 'kysely';
import { containsPattern, type ReadModels } from '../reads.ts';
import type { ReadModelTables } from '../tables.ts';

export type PlayerRow = ReadModelTables['players'];

/** The players with these keys, in one query (in no particular order; missing ones are left out). */
export async function readPlayers(
  db: ReadModels,
  keys: readonly { orgId: string; playerId: string }[],
): Promise<PlayerRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('players')
    .selectAll()
    .where(
      sql<boolean>`(org_id, player_id) IN (SELECT * FROM unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.playerId)}::text[]))`,
    )
    .execute();
}

/** One player; throws when there is none (read right after a command wrote it). */
export function readPlayer(db: ReadModels, orgId: string, playerId: string): Promise<PlayerRow> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
}

/** Players nobody has claimed yet and not disabled, by name ignoring case (the claim screen). */
export function readUnclaimedPlayers(db: ReadModels, orgId: string): Promise<PlayerRow[]> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', 'is', null)
    .where('is_disabled', '=', false)
    .orderBy(sql`lower(name)`)
    .orderBy('player_id')
    .execute();
}

export interface PlayerFilter {
  /** Part of the name or nickname, ignoring case. */
  search?: string | null;
  department?: string | null;
  locationId?: string | null;
  /** Enabled (ACTIVE) or disabled players only; absent or ALL: both. */
  status?: 'ACTIVE' | 'DISABLED' | 'ALL' | null;
  /** Only claimed (true) or unclaimed (false) players. */
  claimed?: boolean | null;
}

/** An organisation's players that pass the filter, by name ignoring case (the People list, pickers). */
export function searchPlayers(db: ReadModels, orgId: string, filter: PlayerFilter): Promise<PlayerRow[]> {
  let query = db.selectFrom('players').selectAll().where('org_id', '=', orgId);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(nickname)`, 'like', pattern)]),
    );
  }
  if (filter.department) query = query.where('department', '=', filter.department);
  if (filter.locationId) query = query.where('location_id', '=', filter.locationId);
  if (filter.status === 'ACTIVE') query = query.where('is_disabled', '=', false);
  if (filter.status === 'DISABLED') query = query.where('is_disabled', '=', true);
  if (typeof filter.claimed === 'boolean')
    query = query.where('user_id', filter.claimed ? 'is not' : 'is', null);
  return query.orderBy(sql`lower(name)`).orderBy('player_id').execute();
}

/** The player a user has claimed or created, in any organisation (a user has at most one). */
export function readPlayerOfUser(db: ReadModels, userId: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * The player of the organisation whose nickname reads the same (NFKC, without invisible characters,
 * ignoring case), if any. Compared here rather than in SQL so that nicknames stored before names
 * were normalised on input still count; an organisation's players fit in one small read.
 */
export async function findNicknameHolder(
  db: ReadModels,
  orgId: string,
  nickname: string,
): Promise<string | null> {
  const wanted = nameKey(nickname);
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'nickname'])
    .where('org_id', '=', orgId)
    .execute();
  return rows.find((r) => nameKey(r.nickname) === wanted)?.player_id ?? null;
}

/** A player as a command's decider knows them (the match and live-game lineups). */
export interface NamedPlayer {
  name: string;
  isDisabled: boolean;
}

/**
 * These players of the organisation as one column of a larger SELECT: a command reads its whole
 * context in one round trip (readRecordContext, readStartContext). `namedPlayersOf` reads it back.
 */
export const namedPlayersColumn = (orgId: string, ids: readonly string[]) =>
  sql<{ id: string; name: string; disabled: boolean }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', player_id, 'name', name, 'disabled', is_disabled)), '[]')
    FROM players WHERE org_id = ${orgId} AND player_id = ANY(${[...ids]}::text[]))`;

export const namedPlayersOf = (column: { id: string; name: string; disabled: boolean }[]) =>
  new Map<string, NamedPlayer>(column.map((p) => [p.id, { name: p.name, isDisabled: p.disabled }]));
