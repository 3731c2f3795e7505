import { type RecordedEvent, type TourneyEvent, tourney, type tourneyBracket } from '@kicker/events';
import type { ReadModelTables } from '../tables.ts';

export type TourneyRow = ReadModelTables['tourneys'];

// A tourney's row is its decider state written out: the same evolve (and so the same bracket
// fold, tourneyBracket.ts) turns each event into the next row. Pure: no clock but the event's.

/** The decider's state held in a row. */
function stateOf(row: TourneyRow): tourney.TourneyState {
  const bracket: tourneyBracket.Bracket | null = row.plan && {
    rank3: row.rank3,
    rounds: row.plan,
    firstPlace: row.first_place,
    secondPlace: row.second_place,
    thirdPlace: row.third_place,
  };
  return {
    exists: true,
    tourneyId: row.tourney_id,
    mode: row.mode as 1 | 2,
    rank3: row.rank3,
    status: row.status as tourney.TourneyStatus,
    participants: row.participants,
    bracket,
  };
}

/** The row after `event`; null: the tourney is gone. */
export function foldTourney(row: TourneyRow | null, event: RecordedEvent<TourneyEvent>): TourneyRow | null {
  if (event.type === 'TourneyCreated') {
    const d = event.data;
    return withState(
      {
        org_id: event.orgId,
        tourney_id: d.tourneyId,
        name: d.name,
        mode: d.mode,
        teams: d.teams,
        winning_sets: d.winningSets,
        final_winning_sets: d.finalWinningSets,
        rank3: d.rank3,
        created_by: d.createdBy,
        created_at: event.recordedAt,
      },
      tourney.evolve(tourney.initialState, event),
    );
  }
  if (!row) return null;
  const next = tourney.evolve(stateOf(row), event);
  return next.exists ? withState(row, next) : null;
}

type Details = Omit<
  TourneyRow,
  'status' | 'participants' | 'plan' | 'first_place' | 'second_place' | 'third_place'
>;

function withState(details: Details, state: tourney.TourneyState): TourneyRow {
  const b = state.bracket;
  return {
    ...details,
    status: state.status,
    participants: state.participants,
    plan: b?.rounds ?? null,
    first_place: b?.firstPlace ?? [],
    second_place: b?.secondPlace ?? [],
    third_place: b?.thirdPlace ?? [],
  };
}
