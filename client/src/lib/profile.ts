import { matchDate } from './history';
import { changeParts, type MmrChange, signedPoints } from './mmrChange';

// Issue 13 item 5, the player profile: what its cards, chips and sentences say, from the Player's
// fields (seasonStats, form, mmrHistory, the relations, matches).

/** Up to two letters for an avatar without an image: the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 1) : [words[0]![0], words[1]![0]];
  return letters.join('').toUpperCase();
}

/** A win rate as the profile shows it: one decimal, '%'. */
export const winRateText = (rate: number) => `${rate.toFixed(1)} %`;

export interface FormMatch {
  won: boolean;
  change: number;
  playedOn: string;
}

export interface FormChip {
  won: boolean;
  letter: 'W' | 'L';
  change: string;
  /** What a screen reader says for the chip. */
  label: string;
}

/** The form (newest first, as the server gives it) as W/L chips, newest first. */
export function formChips(form: readonly FormMatch[]): FormChip[] {
  return form.map((m) => ({
    won: m.won,
    letter: m.won ? 'W' : 'L',
    change: signedPoints(m.change),
    label: `${m.won ? 'Won' : 'Lost'}, ${signedPoints(m.change)} MMR, ${matchDate(m.playedOn)}`,
  }));
}

/** 'Last 10 matches: 6 wins, 4 losses.' */
export function formSummary(form: readonly FormMatch[]): string {
  if (form.length === 0) return 'No matches this season yet.';
  const wins = form.filter((m) => m.won).length;
  const losses = form.length - wins;
  const matches = form.length === 1 ? 'Last match' : `Last ${form.length} matches`;
  return `${matches}: ${wins} ${wins === 1 ? 'win' : 'wins'}, ${losses} ${losses === 1 ? 'loss' : 'losses'}.`;
}

/**
 * SPEC §4 challenge: the organisation's current challenge and whether the player has won it this
 * season (won once, it is not evaluated again).
 */
export function challengeProgress(
  current: { name: string },
  challengesWon: readonly string[],
): { won: boolean; status: string } {
  const won = challengesWon.includes(current.name);
  return { won, status: won ? 'Won ✓' : 'Not yet' };
}

export interface Relation {
  together: number;
  winsTogether: number;
  against: number;
  wins: number;
  losses: number;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Best partner: '9 matches together, 7 won.' */
export const partnerText = (r: Relation) =>
  `${count(r.together, 'match', 'matches')} together, ${r.winsTogether} won.`;

/** Nemesis: 'Lost 5 of 7 matches against them.' */
export const nemesisText = (r: Relation) =>
  `Lost ${r.losses} of ${count(r.against, 'match', 'matches')} against them.`;

/** Head-to-head: against each other and on the same team. */
export function headToHeadText(r: Relation): { against: string; together: string } {
  return {
    against:
      r.against === 0
        ? 'Never played against each other this season.'
        : `Against: ${count(r.wins, 'win')}, ${count(r.losses, 'loss', 'losses')} in ${count(r.against, 'match', 'matches')}.`,
    together:
      r.together === 0
        ? 'Never on the same team this season.'
        : `Together: ${r.winsTogether} won of ${count(r.together, 'match', 'matches')}.`,
  };
}

export interface MatchSide<P> {
  winners: readonly P[];
  losers: readonly P[];
  /** Each player's MMR change (Match.pointChanges); empty for a match that counts for nothing. */
  pointChanges: readonly (MmrChange & { readonly playerId: string })[];
}

/**
 * A match as one player saw it: won or lost, with whom, against whom, and the MMR it brought them
 * with its parts, as every screen writes it. `idOf` gives a participant's player id.
 */
export function fromPlayersSide<P>(match: MatchSide<P>, playerId: string, idOf: (p: P) => string) {
  const isPlayer = (p: P) => idOf(p) === playerId;
  const won = match.winners.some(isPlayer);
  const own = won ? match.winners : match.losers;
  const change = match.pointChanges.find((c) => c.playerId === playerId);
  return {
    won,
    partners: own.filter((p) => !isPlayer(p)),
    opponents: won ? match.losers : match.winners,
    change: change ? signedPoints(change.change) : null,
    parts: change ? changeParts(change) : null,
  };
}

export interface TimelinePoint {
  /** Milliseconds since the epoch: the chart's time axis. */
  t: number;
  one?: number;
  two?: number;
}

/** A day of a mode on the profile's chart (Player.mmrByDay). */
export interface MmrDayPoint {
  /** yyyy-MM-dd in the organisation's time zone. */
  day: string;
  /** MMR after the day's last match. */
  mmr: number;
  high: number;
  matches: number;
}

/**
 * Both modes' MMR per day played (each oldest first) on one time axis, oldest first: a day played
 * in both modes is one point with both. A day sits at its local midnight, so the axis's dates
 * (formatted in local time) are the days themselves.
 */
export function mmrTimeline(one: readonly MmrDayPoint[], two: readonly MmrDayPoint[]): TimelinePoint[] {
  const days = new Map<string, TimelinePoint>();
  const pointOf = (day: string) => {
    let point = days.get(day);
    if (!point) {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      point = { t: new Date(y, m - 1, d).getTime() };
      days.set(day, point);
    }
    return point;
  };
  for (const p of one) pointOf(p.day).one = p.mmr;
  for (const p of two) pointOf(p.day).two = p.mmr;
  return [...days.values()].sort((a, b) => a.t - b.t);
}

/** '1 vs 1: 1000 → 1123 (best 1150) in 24 matches.' (after the first and the last day) or that the mode was not played. */
export function mmrModeSummary(label: string, days: readonly MmrDayPoint[]): string {
  if (days.length === 0) return `${label}: no matches.`;
  const best = Math.max(...days.map((d) => d.high));
  const matches = days.reduce((n, d) => n + d.matches, 0);
  return `${label}: ${days[0]!.mmr} → ${days.at(-1)!.mmr} (best ${best}) in ${count(matches, 'match', 'matches')}.`;
}
