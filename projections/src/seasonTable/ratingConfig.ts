import {
  type ConfigEvent,
  catalogue,
  DEFAULT_CONFIG,
  DEFAULT_RANK_LADDER,
  type OrganisationEvent,
} from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { RatingConfig } from './rating.ts';

// The rules in effect at a point of the log: folded from the organisation's configuration and
// organisation events before it, so a re-fold uses the rules each match was played under.

const TYPES = [
  'ConfigValueChanged',
  'RankLadderChanged',
  'OrganisationCreated',
  'OrganisationDetailsChanged',
];

export const initialRatingConfig: RatingConfig = {
  ladder: DEFAULT_RANK_LADDER,
  bounty: DEFAULT_CONFIG.bounty,
  challenge: { name: DEFAULT_CONFIG.currentChallenge.name, points: DEFAULT_CONFIG.currentChallenge.points },
  timeZone: 'UTC',
};

export function evolveRatingConfig(
  config: RatingConfig,
  event: ConfigEvent | OrganisationEvent,
): RatingConfig {
  switch (event.type) {
    case 'RankLadderChanged':
      return { ...config, ladder: event.data.ranks };
    case 'ConfigValueChanged': {
      const change = event.data;
      if (change.key === 'bounty') return { ...config, bounty: change.value };
      if (change.key === 'currentChallenge')
        return { ...config, challenge: { name: change.value.name, points: change.value.points } };
      return config;
    }
    case 'OrganisationCreated':
    case 'OrganisationDetailsChanged':
      return { ...config, timeZone: event.data.timeZone };
    default:
      return config;
  }
}

export type RatingConfigTimeline = { position: number; config: RatingConfig }[];

/** The organisation's rule changes in log order, each with its position. */
export async function ratingConfigTimeline(
  db: QueryExecutorProvider,
  orgId: string,
  beforePosition = Number.MAX_SAFE_INTEGER,
): Promise<RatingConfigTimeline> {
  const { rows } = await sql<{ config: RuleEventRow[] }>`
    SELECT ${ruleEventsBefore(orgId, beforePosition)} AS config`.execute(db);
  return timelineOf(db, orgId, rows[0]?.config ?? []);
}

// The rules are read for every match. Their events rarely change, so each process remembers the
// ones it has decoded, by event id: an event never changes, and its id is unique (also across
// databases, which tests open several of in one process). The database still says, in every read,
// which events are before the match; only their payloads come from memory. So the rules are exactly
// those the uncached read would give, also with several instances and with transactions that commit
// out of order: an event this process has not decoded yet is fetched, whatever its position.

/** A rule event as listed by ruleEventsBefore: the payload only when the cache may lack it. */
export interface RuleEventRow {
  p: number;
  e: string;
  t: string;
  v: number;
  d: unknown;
}

interface OrgRuleEvents {
  /** Decoded rule events by event id. */
  events: Map<string, ConfigEvent | OrganisationEvent>;
  /** The highest position decoded: the database sends the payloads of later ones. */
  known: number;
}

const remembered = new Map<string, OrgRuleEvents>();
const MAX_ORGANISATIONS = 10_000;

/**
 * A SQL expression (for a select list): the organisation's rule events before `beforePosition` as
 * a json array in log order, with payloads only after the last one this process has decoded.
 * Resolve it with timelineOf, in the same transaction.
 *
 * One index probe per rule event type, on (org_id, type, global_position): written so that every
 * plan takes that index, also a plan made once for any organisation and kept (a command's
 * statements keep their plans; the primary key would walk every event of the organisation).
 * OFFSET 0 keeps each probe a probe: the planner may not merge it into a join over all events.
 */
export function ruleEventsBefore(orgId: string, beforePosition: number) {
  const known = remembered.get(orgId)?.known ?? 0;
  return sql<RuleEventRow[]>`(
    SELECT coalesce(json_agg(json_build_object('p', e.global_position, 'e', e.event_id, 't', e.type,
             'v', e.schema_version, 'd', CASE WHEN e.global_position > ${known} THEN e.data END)
             ORDER BY e.global_position), '[]')
    FROM unnest(${TYPES}::text[]) AS rule(type)
    CROSS JOIN LATERAL (
      SELECT global_position, event_id, type, schema_version, data FROM events
      WHERE org_id = ${orgId} AND type = rule.type AND global_position < ${beforePosition}
      OFFSET 0) e)`;
}

/** The timeline of the rule events listed by ruleEventsBefore. */
export async function timelineOf(
  db: QueryExecutorProvider,
  orgId: string,
  rows: readonly RuleEventRow[],
): Promise<RatingConfigTimeline> {
  let org = remembered.get(orgId);
  if (!org) {
    if (remembered.size >= MAX_ORGANISATIONS) remembered.clear();
    org = { events: new Map(), known: 0 };
    remembered.set(orgId, org);
  }
  const decode = (r: { t: string; v: number; d: unknown }) =>
    ({ type: r.t, data: catalogue.decode(r.t, r.v, r.d) }) as ConfigEvent | OrganisationEvent;
  for (const r of rows) if (r.d !== null && !org.events.has(r.e)) org.events.set(r.e, decode(r));
  // Committed after a later one this process had already decoded: fetch what is missing.
  const missing = rows.filter((r) => !org.events.has(r.e)).map((r) => r.e);
  if (missing.length > 0) {
    const fetched = await sql<{ e: string; t: string; v: number; d: unknown }>`
      SELECT event_id AS e, type AS t, schema_version AS v, data AS d FROM events
      WHERE org_id = ${orgId} AND event_id = ANY(${missing}::uuid[])`.execute(db);
    for (const r of fetched.rows) org.events.set(r.e, decode(r));
  }
  let config = initialRatingConfig;
  return rows.map((r) => {
    const position = Number(r.p);
    const event = org.events.get(r.e);
    if (!event) throw new Error(`Rule event ${r.e} of ${orgId} not found`);
    org.known = Math.max(org.known, position);
    config = evolveRatingConfig(config, event);
    return { position, config };
  });
}

/**
 * The config in effect at `position`: the last rule change before it (a change at the match's own
 * position is not before it). Binary search: a season folds thousands of matches against one timeline.
 */
export function configAt(timeline: RatingConfigTimeline, position: number): RatingConfig {
  let lo = 0;
  let hi = timeline.length; // entries [0, lo) are before position, [hi, end) are not
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeline[mid]!.position < position) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? initialRatingConfig : timeline[lo - 1]!.config;
}
