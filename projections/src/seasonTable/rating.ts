import { type ChallengeName, type ModeName, modeName, type Rank } from '@kicker/events';
import { type LocalTime, localTime } from './localTime.ts';
import { matchPoints, ranksOf, teamRank } from './points.ts';

// DESIGN §6 and SPEC §4/§9: one season's ratings as a fold over its matches, in the order played.
// Deterministic: the result depends only on the matches and the configuration given, so deleting a
// match and folding the season again gives exactly the season without it.

export type Position = 'defense' | 'offense';
export type TeamColour = 'blacks' | 'whites';

export interface Participant {
  playerId: string;
  position: Position;
  team: TeamColour;
}

/** What was played: the facts of a recorded match (no derived numbers). */
export interface MatchFacts {
  matchId: string;
  playedOn: Date;
  winners: readonly Participant[];
  losers: readonly Participant[];
  scoreLoser: number;
  sixInARow: boolean;
}

/** The rules in effect when the match was played. */
export interface RatingConfig {
  ladder: readonly Rank[];
  bounty: { bountyPoints: number; requiredWins: number };
  challenge: { name: ChallengeName; points: number };
  timeZone: string;
}

export interface Bounty {
  /** What the player carries now; 0 without a bounty. */
  bountyPoints: number;
  startedOn: Date | null;
  bountiesStarted: number;
  collectedBounty: number;
  lastCollectedDate: Date | null;
  lastCollected: number;
  /** When the player's bounty was last collected by others. */
  lastHunted: Date | null;
}

export interface ModeStats {
  mmr: number;
  wins: number;
  loss: number;
  offenseWins: number;
  defenseWins: number;
  offenseLoss: number;
  defenseLoss: number;
  winsInRow: number;
  winsBlacks: number;
  winsWhites: number;
  bounty: Bounty;
}

export interface PlayerSeason {
  oneOnOne: ModeStats;
  twoOnTwo: ModeStats;
  /** DESIGN §6: lost 0:6 without six in a row (the player crawled under the table). */
  gekrabbelt: number;
  /** DESIGN §6: won 6:0 without six in a row (the player made the others crawl). */
  krabbelnLassen: number;
  sixInARowWins: number;
  sixInARowLoss: number;
  /** Challenges won this season (each once). */
  challengesWon: ChallengeName[];
  /** When the player last played this season (ISO: stored rows stay plain JSON); null before. */
  lastPlayedOn: string | null;
}

export type SeasonRating = ReadonlyMap<string, PlayerSeason>;

export interface MatchOutcome {
  matchId: string;
  mode: ModeName;
  winnerPoints: number;
  loserPoints: number;
  gekrabbelt: boolean;
  weekday: string;
  /** Paid: the winners each collected it; not paid: a winner now carries it. */
  bounty: { isPaid: boolean; bountyPoints: number } | null;
  /** Challenge bonuses won in this match. */
  challenges: { playerId: string; challenge: ChallengeName; points: number }[];
}

const EARLY_GAME_BEFORE = 11 * 3600;
const LATE_GAME_AFTER = 18 * 3600;

export const emptyBounty = (): Bounty => ({
  bountyPoints: 0,
  startedOn: null,
  bountiesStarted: 0,
  collectedBounty: 0,
  lastCollectedDate: null,
  lastCollected: 0,
  lastHunted: null,
});

export const emptyModeStats = (): ModeStats => ({
  mmr: 0,
  wins: 0,
  loss: 0,
  offenseWins: 0,
  defenseWins: 0,
  offenseLoss: 0,
  defenseLoss: 0,
  winsInRow: 0,
  winsBlacks: 0,
  winsWhites: 0,
  bounty: emptyBounty(),
});

export const emptyPlayerSeason = (): PlayerSeason => ({
  oneOnOne: emptyModeStats(),
  twoOnTwo: emptyModeStats(),
  gekrabbelt: 0,
  krabbelnLassen: 0,
  sixInARowWins: 0,
  sixInARowLoss: 0,
  challengesWon: [],
  lastPlayedOn: null,
});

export const modeOf = (match: Pick<MatchFacts, 'winners'>): ModeName =>
  modeName(match.winners.length === 1 ? 1 : 2);

/** Gekrabbelt: 6:0 without six-in-a-row ticked (SPEC §5). */
export const isGekrabbelt = (match: Pick<MatchFacts, 'scoreLoser' | 'sixInARow'>) =>
  match.scoreLoser === 0 && !match.sixInARow;

/** Whether a winner of this match wins the challenge (SPEC §4), in the organisation's time zone. */
export function winsChallenge(name: ChallengeName, match: MatchFacts, timeZone: string): boolean {
  return challengeWonAt(name, match, localTime(match.playedOn, timeZone));
}

function challengeWonAt(name: ChallengeName, match: MatchFacts, local: LocalTime): boolean {
  switch (name) {
    case 'krabbel':
      return match.scoreLoser === 0;
    case 'earlyGame':
      return local.secondOfDay < EARLY_GAME_BEFORE;
    case 'lateGame':
      return local.secondOfDay > LATE_GAME_AFTER;
  }
}

/**
 * The seasons a match is folded into: `peek` reads a player's season without changing it, `of`
 * hands out the one to change (created empty when the player has none yet). The season table's
 * member of the season fold gives its stored rows this way; the pure helpers below give a Map.
 */
export interface PlayerSeasons {
  peek(playerId: string): PlayerSeason | undefined;
  of(playerId: string): PlayerSeason;
}

/** Seasons kept in a Map that the fold may change in place. */
export function seasonsIn(state: Map<string, PlayerSeason>): PlayerSeasons {
  return {
    peek: (id) => state.get(id),
    of(id) {
      let season = state.get(id);
      if (!season) {
        season = emptyPlayerSeason();
        state.set(id, season);
      }
      return season;
    },
  };
}

/** Folds one match into the season. Returns a new state (untouched players are shared) and the outcome. */
export function applyMatch(
  state: SeasonRating,
  match: MatchFacts,
  config: RatingConfig,
): { state: SeasonRating; outcome: MatchOutcome } {
  const next = new Map(state);
  // The fold changes the participants' seasons in place: give it copies, so `state` stays as it was.
  for (const p of [...match.losers, ...match.winners]) {
    const before = state.get(p.playerId);
    if (before) next.set(p.playerId, copyPlayerSeason(before));
  }
  return { state: next, outcome: rateMatch(seasonsIn(next), match, config) };
}

/** A whole season from its matches in the order played. */
export function foldSeason(
  matches: readonly MatchFacts[],
  configFor: (match: MatchFacts) => RatingConfig,
): { state: SeasonRating; outcomes: MatchOutcome[] } {
  // Every season in this map was made here, so the fold may change them in place.
  const state = new Map<string, PlayerSeason>();
  const seasons = seasonsIn(state);
  const outcomes: MatchOutcome[] = [];
  for (const match of matches) outcomes.push(rateMatch(seasons, match, configFor(match)));
  return { state, outcomes };
}

const copyModeStats = (s: ModeStats): ModeStats => ({ ...s, bounty: { ...s.bounty } });

export const copyPlayerSeason = (s: PlayerSeason): PlayerSeason => ({
  ...s,
  oneOnOne: copyModeStats(s.oneOnOne),
  twoOnTwo: copyModeStats(s.twoOnTwo),
  challengesWon: [...s.challengesWon],
});

/**
 * The rules of one match (SPEC §4/§9, DESIGN §6), applied to the participants' seasons, which are
 * changed in place (`seasons.of`). Players without a season get one, losers first. Returns the
 * match's outcome.
 */
export function rateMatch(seasons: PlayerSeasons, match: MatchFacts, config: RatingConfig): MatchOutcome {
  const mode = modeOf(match);
  const mmrOf = (p: Participant) => seasons.peek(p.playerId)?.[mode].mmr ?? 0;

  // Points from the ranks before the match.
  const winnerRank = teamRank(ranksOf(config.ladder, match.winners.map(mmrOf), mode));
  const loserRank = teamRank(ranksOf(config.ladder, match.losers.map(mmrOf), mode));
  const gekrabbelt = isGekrabbelt(match);
  const { winnerPoints, loserPoints } = matchPoints(winnerRank, loserRank, gekrabbelt || match.sixInARow);
  const playedOn = match.playedOn;
  const lastPlayedOn = playedOn.toISOString();
  const local = localTime(playedOn, config.timeZone);

  // Losers: points off (never below 0), streak over, a carried bounty goes to the winners.
  let payout = 0;
  for (const p of match.losers) {
    const season = seasons.of(p.playerId);
    const s = season[mode];
    const carried = s.bounty.bountyPoints;
    payout += carried;
    season.lastPlayedOn = lastPlayedOn;
    if (gekrabbelt) season.gekrabbelt++;
    if (match.sixInARow) season.sixInARowLoss++;
    s.mmr = Math.max(0, s.mmr - loserPoints);
    s.loss++;
    if (p.position === 'offense') s.offenseLoss++;
    if (p.position === 'defense') s.defenseLoss++;
    s.winsInRow = 0;
    if (carried > 0) {
      s.bounty.bountyPoints = 0;
      s.bounty.startedOn = null;
      s.bounty.lastHunted = playedOn;
    }
  }

  // Winners: points, the collected bounty, the streak (which may start or raise their own bounty),
  // and the current challenge once.
  const challenges: MatchOutcome['challenges'] = [];
  const { name: challenge, points: challengePoints } = config.challenge;
  const challengeWon = challengeWonAt(challenge, match, local);
  let carriedByWinners = 0;
  for (const p of match.winners) {
    const season = seasons.of(p.playerId);
    const s = season[mode];
    const newChallenge = challengeWon && !season.challengesWon.includes(challenge);
    if (newChallenge) {
      challenges.push({ playerId: p.playerId, challenge, points: challengePoints });
      season.challengesWon.push(challenge);
    }
    s.winsInRow++;
    const bounty = s.bounty;
    if (payout > 0) {
      bounty.collectedBounty += payout;
      bounty.lastCollectedDate = playedOn;
      bounty.lastCollected = payout;
    }
    if (bounty.bountyPoints > 0) bounty.bountyPoints += config.bounty.bountyPoints;
    else if (s.winsInRow === config.bounty.requiredWins) {
      bounty.bountyPoints = config.bounty.bountyPoints;
      bounty.startedOn = playedOn;
      bounty.bountiesStarted++;
    }
    carriedByWinners = Math.max(carriedByWinners, bounty.bountyPoints);
    season.lastPlayedOn = lastPlayedOn;
    if (gekrabbelt) season.krabbelnLassen++;
    if (match.sixInARow) season.sixInARowWins++;
    s.mmr += winnerPoints + payout + (newChallenge ? challengePoints : 0);
    s.wins++;
    if (p.position === 'offense') s.offenseWins++;
    if (p.position === 'defense') s.defenseWins++;
    if (p.team === 'blacks') s.winsBlacks++;
    if (p.team === 'whites') s.winsWhites++;
  }

  return {
    matchId: match.matchId,
    mode,
    winnerPoints,
    loserPoints,
    gekrabbelt,
    weekday: local.weekday,
    bounty:
      payout > 0
        ? { isPaid: true, bountyPoints: payout }
        : carriedByWinners > 0
          ? { isPaid: false, bountyPoints: carriedByWinners }
          : null,
    challenges,
  };
}
