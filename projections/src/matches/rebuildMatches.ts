import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import { withoutPlainIndexes } from '../batch/bulkLoad.ts';
import { NeedsEventByEventRebuild } from '../projection.ts';
import {
  foldSeason,
  type MatchFacts,
  type MatchOutcome,
  type PlayerSeason,
  type RatingConfig,
} from '../rating/seasonRating.ts';
import { initialRatingConfig, ratingConfigTimeline } from './ratingConfig.ts';

// The matches projection rebuilt in one pass (DESIGN §5): the log's MatchRecorded and MatchDeleted
// events are read in order into each organisation's live matches (a deletion removes its match),
// then every season is folded once, each match under the rules in effect at its position, and the
// `matches` and `season_ratings` rows are written in bulk. The rows are those the event-by-event
// path (seasonRatingsStore.ts) leaves: a recorded match is folded on top of the season, a deletion
// re-folds the season without it, so a season always ends as foldSeason of its live matches in
// position order. Where the log breaks what that relies on (a season's matches out of position
// order, a match id recorded twice, a deletion naming another season than its match's), this
// throws NeedsEventByEventRebuild before writing anything.

interface LiveMatch {
  season: number;
  position: number;
  /** As in the event (ISO text): the column gets exactly what the event-by-event path sends. */
  playedOn: string;
  locationId: string;
  winners: readonly MatchParticipant[];
  losers: readonly MatchParticipant[];
  scoreWinner: number;
  scoreLoser: number;
  sixInARow: boolean;
  createdBy: string | null;
}

/** Rows per INSERT statement, and statements queued on the connection at most. */
const CHUNK = 5_000;
const IN_FLIGHT = 3;

export async function rebuildMatches(
  db: QueryExecutorProvider,
  pages: AsyncIterable<readonly RecordedEvent[]>,
): Promise<void> {
  const live = new Map<string, Map<string, LiveMatch>>(); // org → match id → match
  const lastPosition = new Map<string, number>(); // org + season → newest position recorded
  const shared = new Interner();
  for await (const page of pages) {
    for (const e of page as readonly RecordedEvent<MatchEvent>[]) {
      let matches = live.get(e.orgId);
      if (!matches) {
        matches = new Map();
        live.set(e.orgId, matches);
      }
      if (e.type === 'MatchDeleted') {
        const match = matches.get(e.data.matchId);
        if (match && match.season !== e.data.season)
          throw new NeedsEventByEventRebuild(`MatchDeleted ${e.data.matchId} names another season`);
        matches.delete(e.data.matchId);
        continue;
      }
      const d = e.data;
      if (matches.has(d.matchId)) throw new NeedsEventByEventRebuild(`match ${d.matchId} recorded twice`);
      const seasonKey = `${e.orgId}\u0000${d.season}`;
      if ((lastPosition.get(seasonKey) ?? 0) > e.globalPosition)
        throw new NeedsEventByEventRebuild(`season ${d.season} of ${e.orgId} is out of position order`);
      lastPosition.set(seasonKey, e.globalPosition);
      matches.set(d.matchId, {
        season: d.season,
        position: e.globalPosition,
        playedOn: d.playedOn,
        locationId: shared.string(d.locationId),
        winners: d.winners.map((p) => shared.participant(p)),
        losers: d.losers.map((p) => shared.participant(p)),
        scoreWinner: d.scoreWinner,
        scoreLoser: d.scoreLoser,
        sixInARow: d.sixInARow,
        createdBy: d.createdBy === null ? null : shared.string(d.createdBy),
      });
    }
  }

  // The rows go into emptied tables: their plain indexes are built once, after the load.
  await withoutPlainIndexes(db, ['matches', 'season_ratings'], async () => {
    const rows = new MatchRows(db);
    for (const [orgId, matches] of live) {
      if (matches.size === 0) continue;
      const timeline = await ratingConfigTimeline(db, orgId);
      const seasons = new Map<number, [string, LiveMatch][]>();
      for (const entry of matches) {
        const list = seasons.get(entry[1].season);
        if (list) list.push(entry);
        else seasons.set(entry[1].season, [entry]);
      }
      live.delete(orgId);
      for (const [season, list] of seasons) {
        list.sort((a, b) => a[1].position - b[1].position);
        const facts: MatchFacts[] = list.map(([matchId, m]) => ({
          matchId,
          playedOn: new Date(m.playedOn),
          winners: m.winners,
          losers: m.losers,
          scoreLoser: m.scoreLoser,
          sixInARow: m.sixInARow,
        }));
        const configs = new Map(facts.map((f, i) => [f, configAt(timeline, list[i]![1].position)]));
        const { state, outcomes } = foldSeason(facts, (f) => configs.get(f)!);
        for (let i = 0; i < list.length; i++) await rows.match(orgId, list[i]![0], list[i]![1], outcomes[i]!);
        for (const [playerId, rating] of state) await rows.rating(orgId, season, playerId, rating);
      }
    }
    await rows.flush();
  });
}

/**
 * The config in effect at `position`: the last rule change before it (ratingConfig.ts' configAt,
 * by binary search, as a season folds thousands of matches against the same timeline).
 */
function configAt(timeline: readonly { position: number; config: RatingConfig }[], position: number) {
  let lo = 0;
  let hi = timeline.length; // entries [0, lo) are before position, [hi, end) are not
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (timeline[mid]!.position < position) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? initialRatingConfig : timeline[lo - 1]!.config;
}

/** One object per distinct participant and one string per distinct id: a million matches fit. */
class Interner {
  private readonly strings = new Map<string, string>();
  private readonly participants = new Map<string, MatchParticipant>();

  string(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  participant(p: MatchParticipant): MatchParticipant {
    const id = `${p.playerId.length}:${p.playerId}|${p.name.length}:${p.name}|${p.position}|${p.team}`;
    const known = this.participants.get(id);
    if (known && Object.keys(known).length === Object.keys(p).length) return known;
    this.participants.set(id, p);
    return p;
  }
}

/**
 * Buffers rows and writes them with one INSERT ... SELECT FROM json_to_recordset per chunk. The
 * JSON carries each value as the per-event path sends it (the match's facts as in the event, the
 * fold's outcome and state as JSON); PostgreSQL parses it with the same input functions. Writes
 * are not awaited one by one: the database inserts chunks while the next seasons are folded (a few
 * queued at most; the transaction's connection runs them in order).
 */
class MatchRows {
  private matches: object[] = [];
  private ratings: object[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly inFlight: Promise<void>[] = [];

  constructor(private readonly db: QueryExecutorProvider) {}

  async match(orgId: string, matchId: string, m: LiveMatch, o: MatchOutcome) {
    this.matches.push({
      org_id: orgId,
      match_id: matchId,
      season: m.season,
      position: m.position,
      played_on: m.playedOn,
      location_id: m.locationId,
      mode: o.mode,
      winners: m.winners,
      losers: m.losers,
      score_winner: m.scoreWinner,
      score_loser: m.scoreLoser,
      six_in_a_row: m.sixInARow,
      created_by: m.createdBy,
      gekrabbelt: o.gekrabbelt,
      winner_points: o.winnerPoints,
      loser_points: o.loserPoints,
      bounty: o.bounty,
      weekday: o.weekday,
    });
    if (this.matches.length >= CHUNK) await this.writeMatches();
  }

  async rating(orgId: string, season: number, playerId: string, rating: PlayerSeason) {
    this.ratings.push({
      org_id: orgId,
      season,
      player_id: playerId,
      rating,
      mmr_one_on_one: rating.oneOnOne.mmr,
      mmr_two_on_two: rating.twoOnTwo.mmr,
    });
    if (this.ratings.length >= CHUNK) await this.writeRatings();
  }

  async flush() {
    await this.writeMatches();
    await this.writeRatings();
    await this.writing;
  }

  private writeMatches() {
    const json = JSON.stringify(this.matches);
    this.matches = [];
    // As seasonRatingsStore's INSERT of one match (a missing bounty is SQL NULL there too).
    return this.enqueue(json, (rows) =>
      sql`
      INSERT INTO matches (org_id, match_id, season, position, played_on, location_id, mode, winners, losers,
        score_winner, score_loser, six_in_a_row, created_by, gekrabbelt, winner_points, loser_points, bounty, weekday)
      SELECT * FROM json_to_recordset(${rows}::json) AS r(org_id text, match_id text, season int,
        position bigint, played_on timestamptz, location_id text, mode text, winners jsonb, losers jsonb,
        score_winner int, score_loser int, six_in_a_row boolean, created_by text, gekrabbelt boolean,
        winner_points int, loser_points int, bounty jsonb, weekday text)`.execute(this.db),
    );
  }

  private writeRatings() {
    const json = JSON.stringify(this.ratings);
    this.ratings = [];
    // As seasonRatingsStore's writeRatings: the fold's state as JSON, and both modes' MMR.
    return this.enqueue(json, (rows) =>
      sql`
      INSERT INTO season_ratings (org_id, season, player_id, rating, mmr_one_on_one, mmr_two_on_two)
      SELECT * FROM json_to_recordset(${rows}::json) AS r(org_id text, season int, player_id text,
        rating jsonb, mmr_one_on_one int, mmr_two_on_two int)`.execute(this.db),
    );
  }

  /** Queues the write behind those in flight; waits while IN_FLIGHT are queued (memory stays bounded). */
  private async enqueue(json: string, write: (rows: string) => Promise<unknown>) {
    if (json === '[]') return;
    const previous = this.writing;
    this.writing = previous.then(async () => {
      await write(json);
    });
    this.writing.catch(() => {}); // awaited below or in flush(); a failure is thrown there
    this.inFlight.push(this.writing);
    if (this.inFlight.length > IN_FLIGHT) await this.inFlight.shift();
  }
}
