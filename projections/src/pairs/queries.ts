import { type QueryExecutorProvider, sql } from 'kysely';
import type { PairRow } from './pairs.fold.ts';

// Reads of the season's pairs (pairs.fold.ts).

export interface PairKey {
  orgId: string;
  season: number;
  playerId: string;
  otherId: string;
}

/** Two players' season against and with each other, in the order of `keys` (undefined: never met). */
export async function pairsOf(
  db: QueryExecutorProvider,
  keys: readonly PairKey[],
): Promise<(PairRow | undefined)[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<PairRow & { org_id: string; season: number }>`
    SELECT p.* FROM season_pairs p
    JOIN unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.season)}::int[],
      ${keys.map((k) => k.playerId)}::text[], ${keys.map((k) => k.otherId)}::text[])
      AS k(org_id, season, player_id, other_id) USING (org_id, season, player_id, other_id)`.execute(db);
  const id = (o: string, s: number, a: string, b: string) => [o, s, a, b].join('\u0000');
  const found = new Map(rows.map((r) => [id(r.org_id, r.season, r.player_id, r.other_id), r]));
  return keys.map((k) => found.get(id(k.orgId, k.season, k.playerId, k.otherId)));
}

export type Relation = 'bestPartner' | 'nemesis';

/**
 * A player's best partner (most wins together, then most matches together) or nemesis (the
 * opponent they lost to most, then played most), first to get there on ties; null without one.
 */
export async function closestPair(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; playerId: string },
  relation: Relation,
): Promise<PairRow | null> {
  const order =
    relation === 'bestPartner'
      ? sql`won_together DESC, together DESC, together_at`
      : sql`lost_against DESC, against DESC, lost_against_at`;
  const filter = relation === 'bestPartner' ? sql`together > 0` : sql`lost_against > 0`;
  const { rows } = await sql<PairRow>`
    SELECT * FROM season_pairs
    WHERE org_id = ${where.orgId} AND season = ${where.season} AND player_id = ${where.playerId} AND ${filter}
    ORDER BY ${order}, other_id LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/**
 * The season's most frequent partner pairs (by matches together) or fiercest rivalries (by
 * matches against each other, then the closer the record the fiercer), each pair once.
 */
export async function topPairs(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number },
  kind: 'partners' | 'rivals',
  limit: number,
): Promise<PairRow[]> {
  const order =
    kind === 'partners'
      ? sql`together DESC, won_together DESC`
      : sql`against DESC, abs(won_against - lost_against), won_against DESC`;
  const { rows } = await sql<PairRow>`
    SELECT * FROM season_pairs
    WHERE org_id = ${where.orgId} AND season = ${where.season} AND player_id < other_id
      AND ${kind === 'partners' ? sql`together > 0` : sql`against > 0`}
    ORDER BY ${order}, player_id, other_id LIMIT ${limit}`.execute(db);
  return rows;
}
