import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import type { QueryExecutorProvider } from 'kysely';
import { withIndexesBuiltAfter } from '../batch/bulkLoad.ts';
import { copyField } from '../batch/copy.ts';
import { NeedsEventByEventRebuild } from '../projection.ts';
import { BulkRows } from '../seasonFold/bulkRows.ts';
import type { SeasonMatch } from '../seasonFold/contract.ts';
import { emptySeason, foldMatch } from '../seasonFold/foldSeason.ts';
import { seasonFold, seasonFoldTables } from '../seasonFold/members.ts';
import type { MatchOutcome } from '../seasonTable/rating.ts';
import { configAt, type RatingConfigTimeline, ratingConfigTimeline } from '../seasonTable/ratingConfig.ts';
import { DELETED_MATCH_COLUMNS } from './deletedMatches.ts';

// The matches projection rebuilt in one pass (DESIGN §5): the log's MatchRecorded, MatchDeleted and
// MatchRestored events are read in order into each organisation's live and deleted matches (a
// deletion moves its match to the deleted ones, a restore moves it back with its recording
// position), then every season is folded once, each match under the rules in effect at its
// position, with every member of the season fold, and the `matches` and `deleted_matches` rows and
// the members' rows are written in bulk (BulkRows). The rows are those the event-by-event path
// (matchEvents.ts) leaves: a recorded match is folded on top of the season, a deletion or restore
// folds the season again without or with it, so a season always ends as the fold of its live
// matches in position order. Where the log breaks what that
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

  // Each organisation's rule timeline is read before the COPYs take the connection.
  const timelines = new Map<string, RatingConfigTimeline>();
  for (const [orgId, matches] of live)
    if (matches.size > 0) timelines.set(orgId, await ratingConfigTimeline(db, orgId));

  // The rows go into emptied tables: their indexes and keys are built once, after the load (a
  // match id is live or deleted once per organisation, a member's key once per season in its rows).
  const tables = ['matches', 'deleted_matches', ...seasonFoldTables.map((t) => t.name)];
  await withIndexesBuiltAfter(
    db,
    tables,
    async () => {
      const rows = new BulkRows(db);
      try {
        for (const [orgId, gone] of deleted)
          for (const [matchId, d] of gone)
            rows.row('deleted_matches', DELETED_MATCH_COLUMNS, deletedFields(orgId, matchId, d));
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
            // Match by match, each row written as it is made: nothing of a season is held but its
            // members' keyed rows (as foldSeasonMatches, which keeps every outcome until the end).
            const where = { orgId, season };
            const state = emptySeason(seasonFold);
            for (const member of state.statistics)
              if (member.table.appendOnly) member.streamAdded(rows.writer(where, member.table));
            for (const [matchId, m] of list) {
              const match: SeasonMatch = {
                matchId,
                position: m.position,
                playedOn: new Date(m.playedOn),
                winners: m.winners,
                losers: m.losers,
                scoreWinner: m.scoreWinner,
                scoreLoser: m.scoreLoser,
                sixInARow: m.sixInARow,
              };
              const { outcome } = foldMatch(seasonFold, state, match, configAt(timeline, m.position));
              rows.line('matches', MATCH_COLUMNS, matchLine(orgId, matchId, m, outcome));
            }
            rows.season(where, state);
            await rows.maybeFlush();
          }
        }
      } catch (error) {
        await rows.abort();
        throw error;
      }
      await rows.end();
    },
    { keys: true },
  );
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

/** A `matches` row's line: the text the event-by-event INSERT (matchEvents.ts) sends for each value. */
function matchLine(orgId: string, matchId: string, m: LiveMatch, o: MatchOutcome): string {
  return `${copyField(orgId)}\t${copyField(matchId)}\t${m.season}\t${m.position}\t${copyField(m.playedOn)}\t${copyField(
    m.locationId,
  )}\t${copyField(o.mode)}\t${copyField(participantsJson(m.winners))}\t${copyField(participantsJson(m.losers))}\t${
    m.scoreWinner
  }\t${m.scoreLoser}\t${m.sixInARow}\t${copyField(m.createdBy)}\t${o.gekrabbelt}\t${o.winnerPoints}\t${
    o.loserPoints
  }\t${
    // As the event-by-event INSERT: a missing bounty is SQL NULL.
    copyField(o.bounty ? JSON.stringify(o.bounty) : null)
  }\t${copyField(o.weekday)}`;
}

/** Participants' JSON (interned participants: each one's text is made once). */
const participantJson = new WeakMap<MatchParticipant, string>();

/** JSON.stringify(list), from each participant's own JSON (the same text: plain objects, in order). */
function participantsJson(list: readonly MatchParticipant[]): string {
  let text = '[';
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    let json = participantJson.get(p);
    if (json === undefined) {
      json = JSON.stringify(p);
      participantJson.set(p, json);
    }
    text += i === 0 ? json : `,${json}`;
  }
  return `${text}]`;
}

/** A `deleted_matches` row: the match's stored facts and the deletion's position (as matchEvents.ts moves it). */
function deletedFields(
  orgId: string,
  matchId: string,
  { match: m, deletedPosition }: DeletedMatch,
): string[] {
  return [
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
  ];
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
