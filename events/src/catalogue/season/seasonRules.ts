// A season runs from the start of its first moment to (not including) its end: matches played then
// count in it. Shared by the server's `Season.isActive`, the match decider's context query and the
// client's season screens (the `@kicker/events/seasonRules` subpath).

export type SeasonState = 'active' | 'upcoming' | 'ended';

export interface SeasonRange {
  startsOn: string | Date;
  endsOn: string | Date;
}

export function seasonState(season: SeasonRange, now: Date): SeasonState {
  if (now < new Date(season.startsOn)) return 'upcoming';
  if (now >= new Date(season.endsOn)) return 'ended';
  return 'active';
}

export const isSeasonActive = (season: SeasonRange, now: Date): boolean =>
  seasonState(season, now) === 'active';
