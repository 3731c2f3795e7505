import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import type { QueryExecutorProvider } from 'kysely';
import { withIndexesBuiltAfter } from '../batch/bulkLoad.ts';
import { CopyIn, copyField } from '../batch/copy.ts';
import { insertParticipationFrom } from '../participation/participation.ts';
import { NeedsEventByEventRebuild } from '../projection.ts';
import {
  foldSeason,
  type MatchFacts,
  type MatchOutcome,
  type PlayerSeason,
  type RatingConfig,
} from '../rating/seasonRating.ts';
import { DELETED_MATCH_COLUMNS } from './deletedMatches.ts';
import { initialRatingConfig, ratingConfigTimeline } from './ratingConfig.ts';

// The matches projection rebuilt in one pass (DESIGN §5): the log's MatchRecorded, MatchDeleted and
// MatchRestored events are read in order into each organisation's live and deleted matches (a
// deletion moves its match to the deleted ones, a restore moves it back with its recording
// position), then every season is folded once, each match under the rules in effect at its
// position, and the `matches`, `season_ratings` and `deleted_matches` rows are written in bulk. The
// rows are those the event-by-event path (seasonRatingsStore.ts) leaves: a recorded match is folded
// on top of the season, a deletion or restore re-folds the season without or with it, so a season
// always ends as foldSeason of its live matches in position order. Where the log breaks what that
// relies on (a season's matches out of position order, a match id recorded twice, a deletion naming
// another season than its match's), this throws NeedsEventByEventRebuild before writing anything.

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

interface DeletedMatch {
  match: LiveMatch;
  /** The MatchDeleted event in effect. */
  deletedPosition: number;
}

export async function rebuildMatches(
  db: QueryExecutorProvider,
  pages: AsyncIterable<readonly RecordedEvent[]>,
): Promise<void> {
  const live = new Map<string, Map<string, LiveMatch>>(); // org → match id → match
  const deleted = new Map<string, Map<string, DeletedMatch>>(); // org → match id → match
  const lastPosition = new Map<string, number>(); // org + season → newest position recorded
  const shared = new Interner();
  for await (const page of pages) {
    for (const e of page as readonly RecordedEvent<MatchEvent>[]) {
      let matches = live.get(e.orgId);
      let gone = deleted.get(e.orgId);
      if (!matches || !gone) {
        matches = new Map();
        gone = new Map();
        live.set(e.orgId, matches);
        deleted.set(e.orgId, gone);
      }
      if (e.type === 'MatchDeleted') {
        const match = matches.get(e.data.matchId);
        if (match && match.season !== e.data.season)
          throw new NeedsEventByEventRebuild(`MatchDeleted ${e.data.matchId} names another season`);
        if (match) gone.set(e.data.matchId, { match, deletedPosition: e.globalPosition });
        matches.delete(e.data.matchId);
        continue;
      }
      if (e.type === 'MatchRestored') {
        // As the event-by-event path: the match returns to its own season and position.
        const back = gone.get(e.data.matchId);
        if (back) {
          gone.delete(e.data.matchId);
          matches.set(e.data.matchId, back.match);
        }
        continue;
      }
      const d = e.data;
      if (matches.has(d.matchId) || gone.has(d.matchId))
        throw new NeedsEventByEventRebuild(`match ${d.matchId} recorded twice`);
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

  // Each organisation's rule timeline is read before the COPY takes the connection.
  const timelines = new Map<string, Awaited<ReturnType<typeof ratingConfigTimeline>>>();
  for (const [orgId, matches] of live)
    if (matches.size > 0) timelines.set(orgId, await ratingConfigTimeline(db, orgId));

  // The rows go into emptied tables: their indexes and keys are built once, after the load (a
  // match id is live or deleted once per organisation, a player once per season in the fold's state).
  await withIndexesBuiltAfter(
    db,
    ['matches', 'season_ratings', 'deleted_matches'],
    async () => {
      const rows = new MatchRows(db);
      try {
        for (const [orgId, gone] of deleted) for (const [matchId, d] of gone) rows.deleted(orgId, matchId, d);
        deleted.clear();
        for (const [orgId, timeline] of timelines) {
          const seasons = new Map<number, [string, LiveMatch][]>();
          for (const entry of live.get(orgId)!) {
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
            for (let i = 0; i < list.length; i++)
              await rows.match(orgId, list[i]![0], list[i]![1], outcomes[i]!);
            for (const [playerId, rating] of state) rows.rating(orgId, season, playerId, rating);
          }
        }
      } catch (error) {
        await rows.abort(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      await rows.end();
    },
    { keys: true },
  );
  // The lineups of every live match, in one statement from the rows just loaded.
  await withIndexesBuiltAfter(
    db,
    ['match_participation'],
    () => insertParticipationFrom('matches').execute(db),
    {
      keys: true,
    },
  );
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
 * Streams the rows into the tables with COPY: the database inserts while the next seasons are
 * folded. Each value is the text the event-by-event path (seasonRatingsStore.ts) sends as a
 * parameter for it (the match's facts as in the event, the fold's outcome and state as JSON), so
 * PostgreSQL parses it with the same input functions. The few season_ratings and deleted_matches
 * rows wait in memory for the later COPYs (one COPY at a time on a connection).
 */
class MatchRows {
  private readonly matches: CopyIn;
  private ratings: string[][] = [];
  private deletedRows: string[][] = [];

  constructor(private readonly db: QueryExecutorProvider) {
    this.matches = new CopyIn(db, 'matches', MATCH_COLUMNS);
  }

  match(orgId: string, matchId: string, m: LiveMatch, o: MatchOutcome): Promise<void> {
    return this.matches.row([
      copyField(orgId),
      copyField(matchId),
      copyField(m.season),
      copyField(m.position),
      copyField(m.playedOn),
      copyField(m.locationId),
      copyField(o.mode),
      copyField(JSON.stringify(m.winners)),
      copyField(JSON.stringify(m.losers)),
      copyField(m.scoreWinner),
      copyField(m.scoreLoser),
      copyField(m.sixInARow),
      copyField(m.createdBy),
      copyField(o.gekrabbelt),
      copyField(o.winnerPoints),
      copyField(o.loserPoints),
      // As the event-by-event INSERT: a missing bounty is SQL NULL.
      copyField(o.bounty ? JSON.stringify(o.bounty) : null),
      copyField(o.weekday),
    ]);
  }

  rating(orgId: string, season: number, playerId: string, rating: PlayerSeason): void {
    // As seasonRatingsStore's writeRatings: the fold's state as JSON, and both modes' MMR.
    this.ratings.push([
      copyField(orgId),
      copyField(season),
      copyField(playerId),
      copyField(JSON.stringify(rating)),
      copyField(rating.oneOnOne.mmr),
      copyField(rating.twoOnTwo.mmr),
    ]);
  }

  deleted(orgId: string, matchId: string, { match: m, deletedPosition }: DeletedMatch): void {
    // As seasonRatingsStore's MatchDeleted: the match's stored facts and the deletion's position.
    this.deletedRows.push([
      copyField(orgId),
      copyField(matchId),
      copyField(m.season),
      copyField(m.position),
      copyField(m.playedOn),
      copyField(m.locationId),
      copyField(JSON.stringify(m.winners)),
      copyField(JSON.stringify(m.losers)),
      copyField(m.scoreWinner),
      copyField(m.scoreLoser),
      copyField(m.sixInARow),
      copyField(m.createdBy),
      copyField(deletedPosition),
    ]);
  }

  abort(reason: Error): Promise<void> {
    return this.matches.abort(reason);
  }

  async end(): Promise<void> {
    await this.matches.end();
    const ratings = new CopyIn(this.db, 'season_ratings', RATING_COLUMNS);
    for (const row of this.ratings) await ratings.row(row);
    this.ratings = [];
    await ratings.end();
    if (this.deletedRows.length === 0) return;
    const deleted = new CopyIn(this.db, 'deleted_matches', [...DELETED_MATCH_COLUMNS]);
    for (const row of this.deletedRows) await deleted.row(row);
    this.deletedRows = [];
    await deleted.end();
  }
}

const MATCH_COLUMNS = [
  'org_id',
  'match_id',
  'season',
  'position',
  'played_on',
  'location_id',
  'mode',
  'winners',
  'losers',
  'score_winner',
  'score_loser',
  'six_in_a_row',
  'created_by',
  'gekrabbelt',
  'winner_points',
  'loser_points',
  'bounty',
  'weekday',
];
const RATING_COLUMNS = ['org_id', 'season', 'player_id', 'rating', 'mmr_one_on_one', 'mmr_two_on_two'];
