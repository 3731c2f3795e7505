import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_NAMES,
  catalogue,
  configStreamId,
  DEFAULT_RANK_LADDER,
  GLOBAL_ORG,
  matchStreamId,
  organisationStreamId,
  playerStreamId,
  seasonsStreamId,
} from '../../events/src/index.ts';
import { mulberry32 } from '../../server/scripts/seededRandom.ts';
import type { Db } from '../../server/src/db/database.ts';

// The log bench/rebuild rebuilds from: one organisation with its locations and departments,
// PLAYERS players, seasons one after another, and mostly MatchRecorded events (1 vs 1 and 2 vs 2),
// with a sprinkling of deleted matches, rule changes (bounty, challenge, rank ladder, time zone)
// and player renames; inserted straight into the events table with bulk INSERTs (not through the
// commands). Seeded: the same log on every run.

export const PLAYERS = 60;
const INSERT_CHUNK = 10_000;
const DAY = 86_400_000;
type BenchDatabase = Pick<Db, 'pool'>;

export interface Generated {
  byType: Map<string, number>;
  seasons: number;
}

export interface Row {
  orgId: string;
  streamId: string;
  streamType: string;
  type: string;
  data: unknown;
  actor: string | null;
  recordedAt: Date;
}

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Karla',
  'Lukas',
];
const LAST = [
  'Bauer',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schulz',
  'Koch',
];
const NICKS = [
  'Zange',
  'Mauer',
  'Bomber',
  'Kurbler',
  'Fuchs',
  'Hammer',
  'Tornado',
  'Schiri',
  'Riese',
  'Wolf',
];

export async function generateLog(db: BenchDatabase, count: number, seasonCount: number): Promise<Generated> {
  const random = mulberry32(5);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const orgId = randomUUID();
  const admin = randomUUID();
  const streams = new Map<string, { orgId: string; type: string; version: number }>();
  const byType = new Map<string, number>();
  const restoreIndexes = await dropSecondaryIndexes(db, 'events');
  let buffer: Row[] = [];
  let written = 0;
  const flush = async () => {
    if (buffer.length === 0) return;
    await insertEvents(db, buffer, streams);
    buffer = [];
  };
  const emit = async (row: Omit<Row, 'orgId'> & { orgId?: string }) => {
    buffer.push({ orgId, ...row });
    byType.set(row.type, (byType.get(row.type) ?? 0) + 1);
    written++;
    if (buffer.length >= INSERT_CHUNK) await flush();
  };

  let clock = Date.parse('2024-01-08T07:00:00Z');
  const at = () => new Date(clock);
  // The installation and the organisation.
  await emit({
    orgId: GLOBAL_ORG,
    streamId: `user-${admin}`,
    streamType: 'user',
    type: 'InstallationClaimed',
    data: { userId: admin },
    actor: admin,
    recordedAt: at(),
  });
  await emit({
    orgId: GLOBAL_ORG,
    streamId: `user-${admin}`,
    streamType: 'user',
    type: 'UserRoleGranted',
    data: { userId: admin, role: 'admin' },
    actor: admin,
    recordedAt: at(),
  });
  const org = { streamId: organisationStreamId(orgId), streamType: 'organisation', actor: admin };
  await emit({
    ...org,
    type: 'OrganisationCreated',
    data: {
      organisationId: orgId,
      name: 'Kicker GmbH',
      isPublic: true,
      logoUrl: null,
      timeZone: 'Europe/Berlin',
    },
    recordedAt: at(),
  });
  const locations = [
    { name: 'Munich', lat: 48.1374, long: 11.5755 },
    { name: 'Berlin', lat: 52.52, long: 13.405 },
    { name: 'Hamburg', lat: 53.5511, long: 9.9937 },
  ].map((l) => ({ locationId: randomUUID(), ...l, cameraHost: null, liveScoring: null }));
  for (const l of locations) await emit({ ...org, type: 'LocationAdded', data: l, recordedAt: at() });
  for (const name of ['Engineering', 'Design', 'Sales', 'Operations'])
    await emit({ ...org, type: 'DepartmentAdded', data: { name }, recordedAt: at() });
  const players = Array.from({ length: PLAYERS }, (_, i) => ({
    playerId: randomUUID(),
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    nickname: `${NICKS[i % NICKS.length]} ${i + 1}`,
    userId: i < 40 ? randomUUID() : null,
  }));
  for (const p of players)
    await emit({
      streamId: playerStreamId(p.playerId),
      streamType: 'player',
      type: 'PlayerCreated',
      data: {
        playerId: p.playerId,
        name: p.name,
        nickname: p.nickname,
        locationId: pick(locations).locationId,
        department: pick(['Engineering', 'Design', 'Sales', 'Operations', null]),
        imageUrl: null,
        userId: p.userId,
        isHost: false,
      },
      actor: admin,
      recordedAt: at(),
    });

  // Seasons one after another; the matches of each spread over its 30 days, office hours.
  const remaining = count - written;
  const perSeason = Math.ceil(remaining / seasonCount);
  let seasons = 0;
  let renames = 0;
  for (let season = 1; season <= seasonCount && written < count; season++) {
    seasons++;
    const startsOn = Date.parse('2024-01-08T00:00:00Z') + (season - 1) * 30 * DAY;
    clock = startsOn + 7 * 3_600_000;
    await emit({
      streamId: seasonsStreamId(orgId),
      streamType: 'seasons',
      type: 'SeasonCreated',
      data: {
        number: season,
        startsOn: new Date(startsOn).toISOString(),
        endsOn: new Date(startsOn + 30 * DAY).toISOString(),
      },
      actor: admin,
      recordedAt: at(),
    });
    const step = (30 * DAY) / perSeason;
    const recent: { matchId: string; live: boolean }[] = [];
    const limit = Math.min(count, written + perSeason);
    while (written < limit) {
      clock += step;
      const roll = random();
      if (roll < 0.005 && recent.length > 0) {
        // An admin deletes one of the season's last matches.
        const victim = recent[recent.length - 1 - Math.floor(random() * Math.min(recent.length, 50))]!;
        if (!victim.live) continue;
        victim.live = false;
        await emit({
          streamId: matchStreamId(victim.matchId),
          streamType: 'match',
          type: 'MatchDeleted',
          data: { matchId: victim.matchId, season },
          actor: admin,
          recordedAt: at(),
        });
      } else if (roll < 0.007) {
        const p = pick(players);
        p.name = `${pick(FIRST)} ${pick(LAST)}${renames++ % 2 ? '-Neu' : ''}`;
        await emit({
          streamId: playerStreamId(p.playerId),
          streamType: 'player',
          type: 'PlayerRenamed',
          data: { playerId: p.playerId, name: p.name },
          actor: admin,
          recordedAt: at(),
        });
      } else if (roll < 0.00705) {
        await emit(ruleChange(orgId, admin, random, at()));
      } else {
        const matchId = randomUUID();
        const doubles = random() < 0.6;
        const chosen = new Set<number>();
        while (chosen.size < (doubles ? 4 : 2)) chosen.add(Math.floor(random() * PLAYERS));
        const ids = [...chosen].map((i) => players[i]!);
        const whitesWin = random() < 0.5;
        const side = (team: 'whites' | 'blacks', list: typeof ids) =>
          list.map((p, i) => ({
            playerId: p.playerId,
            name: p.name,
            position: i === 0 ? 'defense' : 'offense',
            team,
          }));
        const half = doubles ? 2 : 1;
        const scoreLoser = Math.floor(random() * 6);
        await emit({
          streamId: matchStreamId(matchId),
          streamType: 'match',
          type: 'MatchRecorded',
          data: {
            matchId,
            season,
            playedOn: new Date(clock).toISOString(),
            locationId: pick(locations).locationId,
            winners: side(whitesWin ? 'whites' : 'blacks', ids.slice(0, half)),
            losers: side(whitesWin ? 'blacks' : 'whites', ids.slice(half)),
            scoreWinner: 6,
            scoreLoser,
            sixInARow: scoreLoser > 0 && random() < 0.03,
            createdBy: pick(players).userId,
          },
          actor: admin,
          recordedAt: at(),
        });
        recent.push({ matchId, live: true });
        if (recent.length > 200) recent.shift();
      }
    }
  }
  await flush();
  await insertStreams(db, streams);
  await restoreIndexes();
  return { byType, seasons };
}

/** A rule the rating folds under: bounty, current challenge, rank ladder or the time zone. */
function ruleChange(orgId: string, admin: string, random: () => number, recordedAt: Date): Row {
  const kind = Math.floor(random() * 4);
  const config = { orgId, streamId: configStreamId(orgId), streamType: 'config', actor: admin, recordedAt };
  if (kind === 0)
    return {
      ...config,
      type: 'ConfigValueChanged',
      data: {
        key: 'bounty',
        value: { bountyPoints: 5 + Math.floor(random() * 20), requiredWins: 3 + Math.floor(random() * 5) },
      },
    };
  if (kind === 1)
    return {
      ...config,
      type: 'ConfigValueChanged',
      data: {
        key: 'currentChallenge',
        value: {
          name: CHALLENGE_NAMES[Math.floor(random() * CHALLENGE_NAMES.length)],
          description: 'Win it once this season.',
          points: 25 + Math.floor(random() * 50),
          changedOn: recordedAt.toISOString(),
        },
      },
    };
  if (kind === 2) {
    const factor = 0.8 + random() * 0.4;
    return {
      ...config,
      type: 'RankLadderChanged',
      data: {
        ranks: DEFAULT_RANK_LADDER.map((r) => ({
          ...r,
          minMmrOneOnOne: Math.round(r.minMmrOneOnOne * factor),
          minMmrTwoOnTwo: Math.round(r.minMmrTwoOnTwo * factor),
        })),
      },
    };
  }
  return {
    orgId,
    streamId: organisationStreamId(orgId),
    streamType: 'organisation',
    actor: admin,
    recordedAt,
    type: 'OrganisationDetailsChanged',
    data: {
      name: 'Kicker GmbH',
      isPublic: true,
      logoUrl: null,
      timeZone: random() < 0.5 ? 'Europe/Berlin' : 'Europe/London',
    },
  };
}

/**
 * The table's unique constraints and indexes but the primary key, dropped for a bulk load and
 * created again afterwards (the log is loaded several times faster; the rebuild reads the same
 * indexes as in production).
 */
async function dropSecondaryIndexes(db: BenchDatabase, tableName: string) {
  const constraints = await db.pool.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'u'`,
    [tableName],
  );
  const indexes = await db.pool.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT x.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [tableName],
  );
  for (const c of constraints.rows) await db.pool.query(`ALTER TABLE ${tableName} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes.rows) await db.pool.query(`DROP INDEX ${i.name}`);
  return async () => {
    for (const c of constraints.rows)
      await db.pool.query(`ALTER TABLE ${tableName} ADD CONSTRAINT ${c.name} ${c.def}`);
    for (const i of indexes.rows) await db.pool.query(i.def);
  };
}

/** One INSERT ... SELECT FROM unnest per chunk, each in its own transaction (its own xid). */
export async function insertEvents(
  db: BenchDatabase,
  rows: readonly Row[],
  streams: Map<string, { orgId: string; type: string; version: number }>,
) {
  const versions = rows.map((r) => {
    const s = streams.get(r.streamId) ?? { orgId: r.orgId, type: r.streamType, version: 0 };
    s.version++;
    streams.set(r.streamId, s);
    return s.version;
  });
  await db.pool.query(
    `INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
     SELECT u.org_id, u.stream_id, u.version, u.event_id, u.type, u.schema_version, u.data::jsonb, u.metadata::jsonb, u.recorded_at
     FROM unnest($1::text[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::int[], $7::text[], $8::text[], $9::timestamptz[])
       AS u(org_id, stream_id, version, event_id, type, schema_version, data, metadata, recorded_at)`,
    [
      rows.map((r) => r.orgId),
      rows.map((r) => r.streamId),
      versions,
      rows.map(() => randomUUID()),
      rows.map((r) => r.type),
      rows.map((r) => catalogue.get(r.type).schemaVersion),
      rows.map((r) => JSON.stringify(r.data)),
      rows.map((r) => JSON.stringify({ actor: r.actor })),
      rows.map((r) => r.recordedAt),
    ],
  );
}

export async function insertStreams(
  db: BenchDatabase,
  streams: Map<string, { orgId: string; type: string; version: number }>,
) {
  const list = [...streams];
  for (let i = 0; i < list.length; i += INSERT_CHUNK) {
    const chunk = list.slice(i, i + INSERT_CHUNK);
    await db.pool.query(
      `INSERT INTO streams (org_id, stream_id, stream_type, version)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])`,
      [
        chunk.map(([, s]) => s.orgId),
        chunk.map(([id]) => id),
        chunk.map(([, s]) => s.type),
        chunk.map(([, s]) => s.version),
      ],
    );
  }
}
