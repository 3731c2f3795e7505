import type { GameMode } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import { playerSeasons } from './queries.ts';
import {
  copyPlayerSeason,
  type MatchFacts,
  type MatchOutcome,
  type Participant,
  type PlayerSeason,
  type RatingConfig,
  rateMatch,
  seasonsIn,
} from './rating.ts';
import { configAt, ratingConfigTimeline } from './ratingConfig.ts';

// Issue 15: the points at stake in a live game, for the scoreboard. Not a second formula: the
// rating rules themselves (rateMatch, the code that rates a recorded match) rate the game as if
// each side won it, on copies of the players' current season rows, under the rules in effect now.

/** What each player of a side gains if the side wins, and loses if it loses. */
export interface SideStake {
  /** The match's winner points before the 6:0 / six-in-a-row doubling, plus a bounty collected. */
  win: number;
  /** The match's loser points before the doubling (a player's MMR never goes below 0). */
  loss: number;
}

export interface LiveStakes {
  whites: SideStake;
  blacks: SideStake;
}

/** A lineup as a live game holds it: the defense, and the offense in 2 vs 2. */
export interface StakeLineup {
  mode: GameMode;
  blacks: { defense: string; offense: string | null };
  whites: { defense: string; offense: string | null };
}

const team = (lineup: StakeLineup, colour: 'blacks' | 'whites'): Participant[] => {
  const t = lineup[colour];
  const defense: Participant = { playerId: t.defense, position: 'defense', team: colour };
  return lineup.mode === 2 && t.offense
    ? [defense, { playerId: t.offense, position: 'offense', team: colour }]
    : [defense];
};

/** Pure: rates the game both ways with rateMatch. `seasons` holds the players' rows (missing: new). */
export function stakesOf(
  seasons: ReadonlyMap<string, PlayerSeason>,
  lineup: StakeLineup,
  config: RatingConfig,
  playedOn: Date,
): LiveStakes {
  const rate = (winners: Participant[], losers: Participant[]): MatchOutcome => {
    // rateMatch changes the seasons it is given: it gets copies.
    const copies = new Map([...seasons].map(([id, s]) => [id, copyPlayerSeason(s)]));
    // A 6:1 without six in a row: neither doubled nor a krabbel.
    const match: MatchFacts = {
      matchId: 'stake',
      playedOn,
      winners,
      losers,
      scoreLoser: 1,
      sixInARow: false,
    };
    return rateMatch(seasonsIn(copies), match, config);
  };
  const whites = team(lineup, 'whites');
  const blacks = team(lineup, 'blacks');
  const whitesWin = rate(whites, blacks);
  const blacksWin = rate(blacks, whites);
  const win = (o: MatchOutcome) => o.winnerPoints + (o.bounty?.isPaid ? o.bounty.bountyPoints : 0);
  return {
    whites: { win: win(whitesWin), loss: blacksWin.loserPoints },
    blacks: { win: win(blacksWin), loss: whitesWin.loserPoints },
  };
}

/**
 * The stakes of a lineup in the organisation at `at`: the season table of the season played in
 * then (none: everyone starts at 0) and the rules in effect now.
 */
export async function readLiveStakes(
  db: QueryExecutorProvider,
  orgId: string,
  lineup: StakeLineup,
  at: Date,
): Promise<LiveStakes> {
  const { rows } = await sql<{ number: number }>`
    SELECT number FROM seasons WHERE org_id = ${orgId} AND starts_on <= ${at} AND ends_on > ${at}
    LIMIT 1`.execute(db);
  const season = rows[0]?.number;
  const ids = [...team(lineup, 'whites'), ...team(lineup, 'blacks')].map((p) => p.playerId);
  const [found, timeline] = await Promise.all([
    season === undefined
      ? Promise.resolve([])
      : playerSeasons(
          db,
          ids.map((playerId) => ({ orgId, season, playerId })),
        ),
    ratingConfigTimeline(db, orgId),
  ]);
  const seasons = new Map<string, PlayerSeason>();
  ids.forEach((id, i) => {
    const s = found[i];
    if (s) seasons.set(id, s);
  });
  return stakesOf(seasons, lineup, configAt(timeline, Number.MAX_SAFE_INTEGER), at);
}
