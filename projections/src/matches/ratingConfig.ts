import {
  type ConfigEvent,
  catalogue,
  DEFAULT_CONFIG,
  DEFAULT_RANK_LADDER,
  type OrganisationEvent,
} from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { RatingConfig } from '../rating/seasonRating.ts';

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

/** The organisation's rule changes in log order, each with its position. */
export async function ratingConfigTimeline(
  db: QueryExecutorProvider,
  orgId: string,
  beforePosition = Number.MAX_SAFE_INTEGER,
): Promise<{ position: number; config: RatingConfig }[]> {
  const { rows } = await sql<{
    global_position: string;
    type: string;
    schema_version: number;
    data: unknown;
  }>`
    SELECT global_position, type, schema_version, data FROM events
    WHERE org_id = ${orgId} AND type = ANY(${TYPES}::text[]) AND global_position < ${beforePosition}
    ORDER BY global_position`.execute(db);
  let config = initialRatingConfig;
  return rows.map((r) => {
    const event = { type: r.type, data: catalogue.decode(r.type, r.schema_version, r.data) } as ConfigEvent;
    config = evolveRatingConfig(config, event);
    return { position: Number(r.global_position), config };
  });
}

/** The config in effect at `position`, from a timeline (sorted by position). */
export function configAt(timeline: readonly { position: number; config: RatingConfig }[], position: number) {
  let found = initialRatingConfig;
  for (const entry of timeline) {
    if (entry.position >= position) break;
    found = entry.config;
  }
  return found;
}
