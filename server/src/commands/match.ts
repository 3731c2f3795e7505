import { randomUUID } from 'node:crypto';
import { MATCH_STREAM, type MatchEvent, match, matchStreamId, type Topic } from '@kicker/events';
import { newestMatchIds, readRecordContext } from '@kicker/projections';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';
import { ratingsLock } from './ratingsLock.ts';

/** What open screens are told after a match event commits (server/src/schema/match.ts). */
const TOPICS: Record<MatchEvent['type'], Topic> = {
  MatchRecorded: 'matchRecorded',
  MatchDeleted: 'matchDeleted',
  MatchRestored: 'matchRestored',
};

function runMatchCommand(deps: CommandDeps, orgId: string, command: match.MatchCommand, actor: Actor) {
  return execute<match.MatchState, MatchEvent>(deps, {
    orgId,
    streamId: matchStreamId(command.matchId),
    streamType: MATCH_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    serialiseOn: ratingsLock(orgId),
    // A recorded match gets a fresh UUID: its stream cannot exist yet.
    newStream: command.type === 'RecordMatch',
    initialState: match.initialState,
    evolve: match.evolve,
    decide: async (state) => match.decide(command, state, await matchContext(deps, orgId, command)),
    changes: (events) => events.map((e) => ({ orgId, topic: TOPICS[e.type], ids: [e.data.matchId] })),
  });
}

export function recordMatch(
  deps: CommandDeps,
  orgId: string,
  input: Omit<match.RecordMatch, 'type' | 'matchId' | 'playedOn' | 'createdBy'>,
  actor: Actor,
  now: Date,
) {
  return runMatchCommand(
    deps,
    orgId,
    {
      type: 'RecordMatch',
      ...input,
      matchId: randomUUID(),
      playedOn: now.toISOString(),
      createdBy: actor.userId,
    },
    actor,
  );
}

export function deleteMatch(
  deps: CommandDeps,
  orgId: string,
  matchId: string,
  mayDeleteAny: boolean,
  actor: Actor,
) {
  return runMatchCommand(deps, orgId, { type: 'DeleteMatch', matchId, mayDeleteAny }, actor);
}

/**
 * Puts a deleted match back in its original place in its season (issue 11). `mayRestore` comes
 * from the authorisation code: admins and moderators of the match's organisation.
 */
export function restoreMatch(
  deps: CommandDeps,
  orgId: string,
  matchId: string,
  mayRestore: boolean,
  actor: Actor,
) {
  return runMatchCommand(deps, orgId, { type: 'RestoreMatch', matchId, mayRestore }, actor);
}

/** A restore is decided on the match's own stream alone. */
const NO_CONTEXT: match.MatchContext = {
  activeSeason: null,
  locations: [],
  players: new Map(),
  newestMatchId: null,
};

async function matchContext(
  deps: CommandDeps,
  orgId: string,
  cmd: match.MatchCommand,
): Promise<match.MatchContext> {
  const { db } = deps;
  if (cmd.type === 'RestoreMatch') return NO_CONTEXT;
  if (cmd.type === 'DeleteMatch') {
    const [newestMatchId] = await newestMatchIds(db, [orgId]);
    return { activeSeason: null, locations: [], players: new Map(), newestMatchId: newestMatchId ?? null };
  }
  const ids = [cmd.whites.defense, cmd.whites.offense, cmd.blacks.defense, cmd.blacks.offense].filter(
    (id): id is string => Boolean(id),
  );
  const found = await readRecordContext(db, orgId, ids, new Date(cmd.playedOn));
  return {
    activeSeason: found.season,
    locations: found.locations,
    players: found.players,
    newestMatchId: null,
  };
}
