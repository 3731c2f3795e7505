import type { ChallengeName, Rank } from '@kicker/events';
import { localTime } from './localTime.ts';
import { type Mode, matchPoints, ranksOf, teamRank } from './points.ts';

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
  /** Won 6:0 without six in a row. */
  gekrabbelt: number;
  /** Lost 0:6 without six in a row. */
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
  mode: Mode;
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

export const modeOf = (match: Pick<MatchFacts, 'winners'>): Mode =>
  match.winners.length === 1 ? 'oneOnOne' : 'twoOnTwo';

/** Gekrabbelt: 6:0 without six-in-a-row ticked (SPEC §5). */
export const isGekrabbelt = (match: Pick<MatchFacts, 'scoreLoser' | 'sixInARow'>) =>
  match.scoreLoser === 0 && !match.sixInARow;

/** Whether a winner of this match wins the challenge (SPEC §4), in the organisation's time zone. */
export function winsChallenge(name: ChallengeName, match: MatchFacts, timeZone: string): boolean {
  switch (name) {
    case 'krabbel':
      return match.scoreLoser === 0;
    case 'earlyGame':
      return localTime(match.playedOn, timeZone).secondOfDay < EARLY_GAME_BEFORE;
    case 'lateGame':
      return localTime(match.playedOn, timeZone).secondOfDay > LATE_GAME_AFTER;
  }
}

/** Folds one match into the season. Returns a new state (untouched players are shared) and the outcome. */
export function applyMatch(
  state: SeasonRating,
  match: MatchFacts,
  config: RatingConfig,
): { state: SeasonRating; outcome: MatchOutcome } {
  const mode = modeOf(match);
  const next = new Map(state);
  const season = (id: string) => next.get(id) ?? emptyPlayerSeason();
  const stats = (id: string) => season(id)[mode];

  // Points from the ranks before the match.
  const winnerRank = teamRank(
    ranksOf(
      config.ladder,
      match.winners.map((p) => stats(p.playerId).mmr),
      mode,
    ),
  );
  const loserRank = teamRank(
    ranksOf(
      config.ladder,
      match.losers.map((p) => stats(p.playerId).mmr),
      mode,
    ),
  );
  const gekrabbelt = isGekrabbelt(match);
  const { winnerPoints, loserPoints } = matchPoints(winnerRank, loserRank, gekrabbelt || match.sixInARow);

  // Losers: points off (never below 0), streak over, a carried bounty goes to the winners.
  let payout = 0;
  for (const p of match.losers) {
    const before = season(p.playerId);
    const s = before[mode];
    const carried = s.bounty.bountyPoints;
    payout += carried;
    next.set(p.playerId, {
      ...before,
      lastPlayedOn: match.playedOn.toISOString(),
      krabbelnLassen: before.krabbelnLassen + (gekrabbelt ? 1 : 0),
      sixInARowLoss: before.sixInARowLoss + (match.sixInARow ? 1 : 0),
      [mode]: {
        ...s,
        mmr: Math.max(0, s.mmr - loserPoints),
        loss: s.loss + 1,
        offenseLoss: s.offenseLoss + (p.position === 'offense' ? 1 : 0),
        defenseLoss: s.defenseLoss + (p.position === 'defense' ? 1 : 0),
        winsInRow: 0,
        bounty:
          carried > 0
            ? { ...s.bounty, bountyPoints: 0, startedOn: null, lastHunted: match.playedOn }
            : s.bounty,
      },
    });
  }

  // Winners: points, the collected bounty, the streak (which may start or raise their own bounty),
  // and the current challenge once.
  const challenges: MatchOutcome['challenges'] = [];
  const challengeWon = winsChallenge(config.challenge.name, match, config.timeZone);
  let carriedByWinners = 0;
  for (const p of match.winners) {
    const before = season(p.playerId);
    const s = before[mode];
    const newChallenge = challengeWon && !before.challengesWon.includes(config.challenge.name);
    if (newChallenge)
      challenges.push({
        playerId: p.playerId,
        challenge: config.challenge.name,
        points: config.challenge.points,
      });
    const winsInRow = s.winsInRow + 1;
    let bounty = s.bounty;
    if (payout > 0)
      bounty = {
        ...bounty,
        collectedBounty: bounty.collectedBounty + payout,
        lastCollectedDate: match.playedOn,
        lastCollected: payout,
      };
    if (bounty.bountyPoints > 0)
      bounty = { ...bounty, bountyPoints: bounty.bountyPoints + config.bounty.bountyPoints };
    else if (winsInRow === config.bounty.requiredWins)
      bounty = {
        ...bounty,
        bountyPoints: config.bounty.bountyPoints,
        startedOn: match.playedOn,
        bountiesStarted: bounty.bountiesStarted + 1,
      };
    carriedByWinners = Math.max(carriedByWinners, bounty.bountyPoints);
    next.set(p.playerId, {
      ...before,
      lastPlayedOn: match.playedOn.toISOString(),
      gekrabbelt: before.gekrabbelt + (gekrabbelt ? 1 : 0),
      sixInARowWins: before.sixInARowWins + (match.sixInARow ? 1 : 0),
      challengesWon: newChallenge ? [...before.challengesWon, config.challenge.name] : before.challengesWon,
      [mode]: {
        ...s,
        mmr: s.mmr + winnerPoints + payout + (newChallenge ? config.challenge.points : 0),
        wins: s.wins + 1,
        offenseWins: s.offenseWins + (p.position === 'offense' ? 1 : 0),
        defenseWins: s.defenseWins + (p.position === 'defense' ? 1 : 0),
        winsInRow,
        winsBlacks: s.winsBlacks + (p.team === 'blacks' ? 1 : 0),
        winsWhites: s.winsWhites + (p.team === 'whites' ? 1 : 0),
        bounty,
      },
    });
  }

  return {
    state: next,
    outcome: {
      matchId: match.matchId,
      mode,
      winnerPoints,
      loserPoints,
      gekrabbelt,
      weekday: localTime(match.playedOn, config.timeZone).weekday,
      bounty:
        payout > 0
          ? { isPaid: true, bountyPoints: payout }
          : carriedByWinners > 0
            ? { isPaid: false, bountyPoints: carriedByWinners }
            : null,
      challenges,
    },
  };
}

/** A whole season from its matches in the order played (what a re-fold after a deletion runs). */
export function foldSeason(
  matches: readonly MatchFacts[],
  configFor: (match: MatchFacts) => RatingConfig,
): { state: SeasonRating; outcomes: MatchOutcome[] } {
  let state: SeasonRating = new Map();
  const outcomes: MatchOutcome[] = [];
  for (const match of matches) {
    const applied = applyMatch(state, match, configFor(match));
    state = applied.state;
    outcomes.push(applied.outcome);
  }
  return { state, outcomes };
}
