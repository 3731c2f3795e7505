import { SEASONS_STREAM, type SeasonEvent, season, seasonsStreamId } from '@kicker/events';
import { type Aggregate, declareCommand } from './command.ts';

// SPEC §2 Seasons: an organisation's seasons, one stream, numbered 1, 2, 3… and never overlapping.

const aggregate: Aggregate<season.SeasonsState, SeasonEvent> = {
  streamType: SEASONS_STREAM,
  initialState: season.initialState,
  evolve: season.evolve,
};

export interface SeasonChange {
  orgId: string;
  command: season.SeasonCommand;
}

/** Creates a season or changes its dates (the organisation's admins). */
export const changeSeasons = declareCommand({
  name: 'changeSeasons',
  aggregate,
  stream: ({ orgId }: SeasonChange) => ({ orgId, streamId: seasonsStreamId(orgId) }),
  capability: 'administer',
  decide: ({ command }, state) => season.decide(command, state),
  changes: ({ orgId }, events) => [{ orgId, topic: 'season', ids: events.map((e) => String(e.data.number)) }],
});
