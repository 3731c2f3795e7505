import { randomUUID } from 'node:crypto';
import {
  MATCH_MESSAGES,
  MATCH_STREAM,
  type MatchEvent,
  match,
  matchStreamId,
  type Topic,
} from '@kicker/events';
import { newestMatchIds, readRecordContext } from '@kicker/projections';
import { type Aggregate, declareCommand, ratingsLock, streamLock } from './command.ts';
import {
  decideFromLiveGame,
  type LiveGameRead,
  type LiveSubmission,
  readLiveGame,
} from './matchFromLiveGame.ts';

// SPEC §5/§6: recording, deleting and restoring matches. Every match command takes turns with the
// organisation's other matches and rule changes (ratingsLock), so the season fold sees them in log
// order; the rules are the match decider's (events/src/catalogue/match).

const aggregate: Aggregate<match.MatchState, MatchEvent> = {
  streamType: MATCH_STREAM,
  initialState: match.initialState,
  evolve: match.evolve,
};

/** What open screens are told after a match event commits (server/src/schema/match.ts). */
const TOPICS: Record<MatchEvent['type'], Topic> = {
  MatchRecorded: 'matchRecorded',
  MatchDeleted: 'matchDeleted',
  MatchRestored: 'matchRestored',
};

const told = (
  { orgId }: { orgId: string },
  events: readonly { type: MatchEvent['type']; data: { matchId: string } }[],
) => events.map((e) => ({ orgId, topic: TOPICS[e.type], ids: [e.data.matchId] }));

export interface RecordMatchInput {
  orgId: string;
  /** The match as the decider takes it; `matchId` fresh, `playedOn` the server's clock. */
  match: Omit<match.RecordMatch, 'type' | 'live'>;
  /** Recorded from this live game, which it ends as submitted (both or neither). */
  live: LiveSubmission | null;
}

/** A new match's input: a fresh id, played now, recorded by `createdBy`. */
export function newMatch(
  orgId: string,
  played: Omit<match.RecordMatch, 'type' | 'live' | 'matchId' | 'playedOn' | 'createdBy'>,
  createdBy: string | null,
  now: Date,
  live: LiveSubmission | null = null,
): RecordMatchInput {
  return { orgId, match: { ...played, matchId: randomUUID(), playedOn: now.toISOString(), createdBy }, live };
}

/** A match; with `live`, recorded from that live game, which it ends as submitted (both or neither). */
export const recordMatch = declareCommand({
  name: 'recordMatch',
  aggregate,
  // A recorded match gets a fresh UUID: its stream cannot exist yet.
  stream: ({ orgId, match: m }: RecordMatchInput) => ({
    orgId,
    streamId: matchStreamId(m.matchId),
    fresh: true,
  }),
  capability: 'recordMatches',
  forbidden: MATCH_MESSAGES.recordForbidden,
  serialiseWith: ({ orgId, live }) => [
    ratingsLock(orgId),
    ...(live ? [streamLock(orgId, live.streamId)] : []),
  ],
  // The season, places and players it reads are not what the ratings lock guards; a live game's
  // stream is, so a match from a live game reads under its locks.
  loadsBeforeTurn: ({ live }) => !live,
  load: async (tx, { orgId, match: m, live }) => {
    const ids = [m.whites.defense, m.whites.offense, m.blacks.defense, m.blacks.offense].filter(
      (id): id is string => Boolean(id),
    );
    const found = await readRecordContext(tx, orgId, ids, new Date(m.playedOn));
    const context: match.MatchContext = {
      activeSeason: found.season,
      locations: found.locations,
      players: found.players,
      newestMatchId: null,
    };
    const game: LiveGameRead | null = live ? await readLiveGame(tx, orgId, live) : null;
    return { context, game };
  },
  decide: ({ orgId, match: m, live }, state, { context, game }, may) =>
    live && game
      ? decideFromLiveGame(orgId, { type: 'RecordMatch', ...m }, state, context, live, game, may)
      : match.decide({ type: 'RecordMatch', ...m }, state, context),
  changes: told,
});

/** A match of the organisation (its own id inside the organisation). */
export interface OnMatch {
  orgId: string;
  matchId: string;
}

/** SPEC §6: admins and moderators delete any match, players only the newest. The season is folded again without it. */
export const deleteMatch = declareCommand({
  name: 'deleteMatch',
  aggregate,
  stream: ({ orgId, matchId }: OnMatch) => ({ orgId, streamId: matchStreamId(matchId) }),
  capability: ['deleteAnyMatch', 'deleteNewestMatch'],
  serialiseWith: ({ orgId }) => [ratingsLock(orgId)],
  // Under the organisation's ratings lock: no match is recorded or deleted while this one decides.
  load: async (tx, { orgId }): Promise<match.MatchContext> => {
    const [newestMatchId] = await newestMatchIds(tx, [orgId]);
    return { activeSeason: null, locations: [], players: new Map(), newestMatchId: newestMatchId ?? null };
  },
  decide: ({ matchId }, state, context, may) =>
    match.decide({ type: 'DeleteMatch', matchId }, state, context, may),
  changes: told,
});

/** Issue 11: a deleted match back in its original place in its season, which is folded again with it. */
export const restoreMatch = declareCommand({
  name: 'restoreMatch',
  aggregate,
  stream: ({ orgId, matchId }: OnMatch) => ({ orgId, streamId: matchStreamId(matchId) }),
  capability: 'restoreMatches',
  forbidden: MATCH_MESSAGES.restoreForbidden,
  serialiseWith: ({ orgId }) => [ratingsLock(orgId)],
  decide: ({ matchId }, state, _context, may) =>
    match.decide({ type: 'RestoreMatch', matchId }, state, NO_CONTEXT, may),
  changes: told,
});

/** A restore is decided on the match's own stream alone. */
const NO_CONTEXT: match.MatchContext = {
  activeSeason: null,
  locations: [],
  players: new Map(),
  newestMatchId: null,
};
