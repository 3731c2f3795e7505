// SPEC §4 Live mode, DESIGN §12: the rules of a live game that the client shows as the decider
// decides them (the client imports this module through the `@kicker/events/liveRules` subpath).
// Pure and free of the event store and of zod.
import { MAX_SCORE } from '../match/matchRules.ts';

export type LiveSide = 'blacks' | 'whites';
export const LIVE_SIDES = ['blacks', 'whites'] as const satisfies readonly LiveSide[];

/** Where a goal came from: the +1 button, voice recognition, or the bell detection. */
export const GOAL_SOURCES = ['button', 'voice', 'bell'] as const;
export type GoalSource = (typeof GOAL_SOURCES)[number];

/** Why a live game ended: submitted as a match, given up at the table, or left alone too long. */
export const LIVE_END_REASONS = ['submitted', 'abandoned', 'idle'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

/** A running game with neither a start nor a goal (or an undo) for this long is idle. */
export const LIVE_IDLE_MINUTES = 30;
const IDLE_MS = LIVE_IDLE_MINUTES * 60_000;

export interface LiveScore {
  blacks: number;
  whites: number;
}

export const LIVE_MESSAGES = {
  notAllowed: 'Only players of this organisation play live games',
  running: 'A live game is already running at this location',
  notRunning: 'No live game is running at this location',
  otherGame: 'This live game has ended; another one is running at this location',
  gameOver: 'The game is over at 6: submit it or undo the last goal',
  noGoalToUndo: 'There is no goal to undo',
  idle: `This live game ended after ${LIVE_IDLE_MINUTES} minutes without a goal`,
  notIdle: `This live game has had a goal or a start within the last ${LIVE_IDLE_MINUTES} minutes`,
  notFinished: 'A live game is submitted once one side has 6',
  abandonedHasNoMatch: 'An abandoned live game names no match',
  matchIdNeeded: 'A submitted live game names its match',
  otherLocation: 'This live game is played at another location',
  lineupDiffers: "The match's players are not the live game's: record it as the live game was played",
  scoreDiffers: "The match's score is not the live game's",
  notFound: 'Live game not found',
  invalidSide: "A goal is scored by 'blacks' or 'whites'",
  invalidSource: "A goal comes from the 'button', 'voice' or 'bell'",
  invalidMode: 'Mode must be 1 or 2',
  invalidReason: 'A live game is abandoned here; it is submitted by recording its match',
  locationNotFound: 'Location not found in this organisation',
} as const;

/** SPEC §5: the game is played to six; once one side has it, no more goals (it waits to be submitted). */
export const isFinished = (score: LiveScore) => score.blacks >= MAX_SCORE || score.whites >= MAX_SCORE;

/** May a goal be scored now? (The client's goal buttons ask this.) */
export const mayScore = (score: LiveScore) => !isFinished(score);

/** Whether the last start, goal or undo (`lastActivityAt`) is at least LIVE_IDLE_MINUTES before `now`. */
export const idleSince = (lastActivityAt: string, now: string) =>
  Date.parse(now) - Date.parse(lastActivityAt) >= IDLE_MS;
