/**
 * A goal as the agent hears of it (from `POST /goals` or the live-game subscription), its checks,
 * and the moment its clip ends.
 */
export type Side = 'BLACKS' | 'WHITES';

export interface GoalReport {
  liveGameId: string;
  /** The goal's number in its game: 1 for the first (its place in `LiveGame.goals`, plus one). */
  goal: number;
  side: Side | null;
  /** When the app recorded the goal (ISO); null when the caller does not know. */
  at: string | null;
}

export const MAX_ID_LENGTH = 100;
/** A game ends at 6 goals a side; undone goals are re-numbered, so the number stays small. */
export const MAX_GOAL_NUMBER = 99;
export const MAX_GOAL_BODY_BYTES = 4096;

/** The body of `POST /goals`, checked: a report, or the message of the 400 answer. */
export function readGoalReport(body: unknown): GoalReport | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { error: 'The body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const { liveGameId, side, at } = b;
  const goal = b.goal ?? b.goalIndex;
  if (typeof liveGameId !== 'string' || liveGameId.length === 0 || liveGameId.length > MAX_ID_LENGTH)
    return { error: `liveGameId must be a string of 1 to ${MAX_ID_LENGTH} characters` };
  if (typeof goal !== 'number' || !Number.isInteger(goal) || goal < 1 || goal > MAX_GOAL_NUMBER)
    return { error: `goal must be a whole number from 1 to ${MAX_GOAL_NUMBER}` };
  if (side !== undefined && side !== null && side !== 'BLACKS' && side !== 'WHITES')
    return { error: 'side must be BLACKS or WHITES' };
  if (at !== undefined && at !== null && (typeof at !== 'string' || at.length > 40 || !isIsoInstant(at)))
    return { error: 'at must be an ISO date-time' };
  return {
    liveGameId,
    goal,
    side: (side as Side | undefined) ?? null,
    at: (at as string | undefined) ?? null,
  };
}

function isIsoInstant(s: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
    !Number.isNaN(Date.parse(s))
  );
}

/** Within this much of the agent's clock a goal counts as just scored. */
export const FRESH_MS = 5_000;

/**
 * The moment (ms) the clip ends at. A goal reported as it happens ends at its arrival, not at the
 * app's `at`, so the two machines' clocks need not agree; a goal heard late (the agent was
 * reconnecting) ends at its `at`, if the buffer still holds it. Never in the future.
 */
export function clipMoment(at: string | null, receivedAt: number): number {
  if (at === null) return receivedAt;
  const t = Date.parse(at);
  if (Math.abs(receivedAt - t) <= FRESH_MS) return receivedAt;
  return Math.min(t, receivedAt);
}

/** The key under which a goal is cut once, however many ways it is reported. */
export const goalKey = (g: Pick<GoalReport, 'liveGameId' | 'goal' | 'at'>) =>
  `${g.liveGameId}\u0000${g.goal}\u0000${g.at ?? ''}`;
