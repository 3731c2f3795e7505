import { type DomainError, rejected } from '../domainError.ts';
import type { SeasonEvent } from './season.events.ts';

export interface SeasonRange {
  number: number;
  startsOn: string;
  endsOn: string;
}

export type SeasonCommand =
  | { type: 'CreateSeason'; startsOn: string; endsOn: string }
  | { type: 'ChangeSeasonDates'; number: number; startsOn: string; endsOn: string };

export interface SeasonsState {
  seasons: SeasonRange[];
}

export const initialState: SeasonsState = { seasons: [] };

// decide: may this happen? Seasons of an organisation are numbered 1, 2, 3... and never overlap.
export function decide(cmd: SeasonCommand, state: SeasonsState): SeasonEvent[] | DomainError {
  const start = Date.parse(cmd.startsOn);
  const end = Date.parse(cmd.endsOn);
  if (!(start < end)) return rejected('validation', 'A season must end after it starts', 'endsOn');

  const number = cmd.type === 'CreateSeason' ? state.seasons.length + 1 : cmd.number;
  if (cmd.type === 'ChangeSeasonDates' && !state.seasons.some((s) => s.number === number))
    return rejected('notFound', `Season ${number} not found`, 'number');

  const overlapping = state.seasons.find(
    (s) => s.number !== number && Date.parse(s.startsOn) < end && start < Date.parse(s.endsOn),
  );
  if (overlapping)
    return rejected('validation', `These dates overlap season ${overlapping.number}`, 'startsOn');

  const data = { number, startsOn: new Date(start).toISOString(), endsOn: new Date(end).toISOString() };
  return [{ type: cmd.type === 'CreateSeason' ? 'SeasonCreated' : 'SeasonDatesChanged', data }];
}

// evolve: what does a fact change?
export function evolve(state: SeasonsState, event: SeasonEvent): SeasonsState {
  switch (event.type) {
    case 'SeasonCreated':
      return { seasons: [...state.seasons, event.data] };
    case 'SeasonDatesChanged':
      return { seasons: state.seasons.map((s) => (s.number === event.data.number ? event.data : s)) };
  }
}

/** SPEC: the current season is the one whose range contains now, else the newest. */
export function currentSeason<S extends SeasonRange>(seasons: readonly S[], now: Date): S | null {
  const t = now.getTime();
  const running = seasons.find((s) => Date.parse(s.startsOn) <= t && t < Date.parse(s.endsOn));
  if (running) return running;
  return seasons.reduce<S | null>((newest, s) => (!newest || s.number > newest.number ? s : newest), null);
}
