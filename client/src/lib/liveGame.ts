// SPEC §4 Live mode and DESIGN §12, as Add Game, the scoreboard and the match details show them:
// what a +/- means while the server keeps the score, how the form follows the game, and the goal
// timeline. Pure: the mutations, the subscription and the clock stay with the caller.
import { mayScore } from '@kicker/events/liveRules';
import type { AddGameForm, GameMode, TeamId } from './addGame';

/** As the API spells a side and a goal's source (LiveSide, GoalSource). */
export type LiveSide = 'BLACKS' | 'WHITES';
export type GoalSource = 'BUTTON' | 'VOICE' | 'BELL';

export interface LiveGoal {
  at: string;
  side: LiveSide | string;
  source: GoalSource | string;
  /** The camera's clip of this goal (a match's timeline), when it has one. */
  replayPath?: string | null;
}

export const sideOf = (team: TeamId): LiveSide => (team === 'whites' ? 'WHITES' : 'BLACKS');
export const teamOf = (side: string): TeamId => (side === 'WHITES' ? 'whites' : 'blacks');

/** A live game as the form needs it: lineups (defense, then offense) by player id, and the score. */
export interface LiveGameView {
  mode: number;
  whites: readonly { id: string }[];
  blacks: readonly { id: string }[];
  scoreWhites: number;
  scoreBlacks: number;
}

/**
 * The form showing the game: its mode, lineups and score replace the form's (incoming live scores
 * overwrite the form's, SPEC §4); Six in a Row stays as ticked, a live game does not know it.
 */
export function formWithLiveGame(form: AddGameForm, game: LiveGameView): AddGameForm {
  const mode: GameMode = game.mode === 1 ? 1 : 2;
  const lineup = (players: readonly { id: string }[]) => ({
    defense: players[0]?.id ?? null,
    offense: mode === 2 ? (players[1]?.id ?? null) : null,
  });
  return {
    ...form,
    mode,
    teams: { whites: lineup(game.whites), blacks: lineup(game.blacks) },
    scoreWhites: String(game.scoreWhites),
    scoreBlacks: String(game.scoreBlacks),
  };
}

/** Whether the form already shows the game (so following it changes nothing). */
export function showsLiveGame(form: AddGameForm, game: LiveGameView): boolean {
  const next = formWithLiveGame(form, game);
  return (
    next.mode === form.mode &&
    next.scoreWhites === form.scoreWhites &&
    next.scoreBlacks === form.scoreBlacks &&
    (['whites', 'blacks'] as const).every(
      (t) =>
        next.teams[t].defense === form.teams[t].defense && next.teams[t].offense === form.teams[t].offense,
    )
  );
}

export type LiveStep = { type: 'score'; side: LiveSide } | { type: 'undo' } | null;

/**
 * What a tap on a side's plus or minus does while live: plus scores a goal for the side (while no
 * side has 6); minus takes back the last goal, and only when that goal was the side's (the server
 * undoes the last goal, never an older one). Null when the tap does nothing.
 */
export function liveStep(
  team: TeamId,
  by: 1 | -1,
  game: LiveGameView & { goals: readonly LiveGoal[] },
): LiveStep {
  if (by === 1)
    return mayScore({ whites: game.scoreWhites, blacks: game.scoreBlacks })
      ? { type: 'score', side: sideOf(team) }
      : null;
  const last = game.goals.at(-1);
  return last && teamOf(last.side) === team ? { type: 'undo' } : null;
}

/** m:ss for a duration in milliseconds (negative counts as 0). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const GOAL_SOURCE_LABEL: Record<GoalSource, string> = {
  BUTTON: 'Button',
  VOICE: 'Voice',
  BELL: 'Bell',
};

export const sourceLabel = (source: string): string =>
  GOAL_SOURCE_LABEL[source as GoalSource] ?? source.toLowerCase();

export interface TimelineRow {
  /** m:ss since `from` (the game's start, else the first goal). */
  elapsed: string;
  team: TeamId;
  source: string;
  /** The score after this goal, white first ("2:1"). */
  score: string;
  at: string;
  replayPath: string | null;
}

/**
 * The match details' goal timeline: the goals in the order scored, each with the time since the
 * start (or, when the start is not known, since the first goal) and the score after it.
 */
export function goalTimeline(goals: readonly LiveGoal[], startedAt?: string | null): TimelineRow[] {
  const inOrder = [...goals].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const from = Date.parse(startedAt ?? inOrder[0]?.at ?? '');
  const score = { whites: 0, blacks: 0 };
  return inOrder.map((goal) => {
    const team = teamOf(goal.side);
    score[team] += 1;
    return {
      elapsed: formatElapsed(Date.parse(goal.at) - from),
      team,
      source: goal.source,
      score: `${score.whites}:${score.blacks}`,
      at: goal.at,
      replayPath: goal.replayPath ?? null,
    };
  });
}

/** A side's stake: "+20" to win, "-10" to lose. */
export const stakeTexts = (stake: { win: number; loss: number }) => ({
  win: `+${stake.win}`,
  loss: `-${stake.loss}`,
});

/** What live mode listens with (the user's choice, remembered on this device). */
export interface LiveListening {
  voice: boolean;
  bells: boolean;
}

export const DEFAULT_LISTENING: LiveListening = { voice: true, bells: true };

export function parseListening(stored: string | null): LiveListening {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<LiveListening> | null;
    return {
      voice: typeof value?.voice === 'boolean' ? value.voice : DEFAULT_LISTENING.voice,
      bells: typeof value?.bells === 'boolean' ? value.bells : DEFAULT_LISTENING.bells,
    };
  } catch {
    return DEFAULT_LISTENING;
  }
}
