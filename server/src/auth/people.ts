import { containsPattern } from '@kicker/projections';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

// Reads that start from better-auth's `user` table (better-auth owns it; the read models hold
// who plays where and who holds which role).

export interface PeopleFilter {
  orgId: string;
  /** Also users who joined no organisation yet: no player, no role (installation admins). */
  newcomers: boolean;
  /** Part of the name or e-mail, ignoring case. */
  search?: string | null;
  /** Only those whose e-mail address is not verified yet (issue 28: waiting for an admin). */
  waiting?: boolean;
  limit: number;
  offset: number;
}

/**
 * The ids of an organisation's people (whose player is in it, who holds a role there, or who joined
 * through its invitation link), by name.
 */
export async function listPeople(db: Kysely<Database>, filter: PeopleFilter): Promise<string[]> {
  let query = db
    .selectFrom('user')
    .leftJoin('players', 'players.user_id', 'user.id')
    .select(['user.id'])
    .where((eb) => {
      const member = eb.or([
        eb('players.org_id', '=', filter.orgId),
        eb.exists(
          eb
            .selectFrom('organisation_roles')
            .select(sql`1`.as('one'))
            .where('organisation_roles.org_id', '=', filter.orgId)
            .whereRef('organisation_roles.user_id', '=', 'user.id'),
        ),
        eb.exists(
          eb
            .selectFrom('organisation_members')
            .select(sql`1`.as('one'))
            .where('organisation_members.org_id', '=', filter.orgId)
            .whereRef('organisation_members.user_id', '=', 'user.id'),
        ),
      ]);
      if (!filter.newcomers) return member;
      const newcomer = eb.and([
        eb('players.player_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('organisation_roles')
              .select(sql`1`.as('one'))
              .whereRef('organisation_roles.user_id', '=', 'user.id'),
          ),
        ),
      ]);
      return eb.or([member, newcomer]);
    });
  if (filter.waiting) query = query.where('user.emailVerified', '=', false);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower("user"."name")`, 'like', pattern),
        eb(sql`lower("user"."email")`, 'like', pattern),
      ]),
    );
  }
  const rows = await query
    .orderBy(sql`lower("user"."name")`)
    .orderBy('user.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * How many of an organisation's people wait for their e-mail address to be verified: those whose
 * player is in it or who joined through its invitation link (a role is given only to the verified).
 */
export async function countWaiting(db: Kysely<Database>, orgId: string): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    SELECT count(*)::int AS waiting FROM "user" u
    WHERE NOT u."emailVerified" AND u.id IN (
      SELECT user_id FROM players WHERE org_id = ${orgId} AND user_id IS NOT NULL
      UNION SELECT user_id FROM organisation_members WHERE org_id = ${orgId})`.execute(db);
  return rows[0]?.waiting ?? 0;
}

/** The names of these users, in their order (null for an id that is no user). */
export async function readUserNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<(string | null)[]> {
  const rows = await db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => names.get(id) ?? null);
}
