import { randomUUID } from 'node:crypto';
import { MATCH_STREAM, type MatchEvent, match, matchStreamId } from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/** Match commands of one organisation run one after the other, so its season ratings fold in log order. */
const seasonKey = (orgId: string) => `ratings:${orgId}`;

function runMatchCommand(deps: CommandDeps, orgId: string, command: match.MatchCommand, actor: Actor) {
  return execute<match.MatchState, MatchEvent>(deps, {
    orgId,
    streamId: matchStreamId(command.matchId),
    streamType: MATCH_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    serialiseOn: seasonKey(orgId),
    initialState: match.initialState,
    evolve: match.evolve,
    decide: async (state) => match.decide(command, state, await matchContext(deps, orgId, command)),
    changes: (events) =>
      events.map((e) => ({
        orgId,
        topic: e.type === 'MatchRecorded' ? 'matchRecorded' : 'matchDeleted',
        ids: [e.data.matchId],
      })),
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

async function matchContext(
  deps: CommandDeps,
  orgId: string,
  cmd: match.MatchCommand,
): Promise<match.MatchContext> {
  const { db } = deps;
  if (cmd.type === 'DeleteMatch') {
    const newest = await db
      .selectFrom('matches')
      .select('match_id')
      .where('org_id', '=', orgId)
      .orderBy('position', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { activeSeason: null, locations: [], players: new Map(), newestMatchId: newest?.match_id ?? null };
  }
  const ids = [cmd.whites.defense, cmd.whites.offense, cmd.blacks.defense, cmd.blacks.offense].filter(
    (id): id is string => Boolean(id),
  );
  const playedOn = new Date(cmd.playedOn);
  const [season, locations, players] = await Promise.all([
    db
      .selectFrom('seasons')
      .select('number')
      .where('org_id', '=', orgId)
      .where('starts_on', '<=', playedOn)
      .where('ends_on', '>', playedOn)
      .executeTakeFirst(),
    db
      .selectFrom('organisation_locations')
      .select('location_id')
      .where('org_id', '=', orgId)
      .orderBy('position')
      .execute(),
    ids.length
      ? db
          .selectFrom('players')
          .select(['player_id', 'name', 'is_disabled'])
          .where('org_id', '=', orgId)
          .where('player_id', 'in', ids)
          .execute()
      : [],
  ]);
  return {
    activeSeason: season?.number ?? null,
    locations: locations.map((l) => l.location_id),
    players: new Map(players.map((p) => [p.player_id, { name: p.name, isDisabled: p.is_disabled }])),
    newestMatchId: null,
  };
}
