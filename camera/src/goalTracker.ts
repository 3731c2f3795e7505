import type { GoalReport, Side } from './goals.ts';

/** What `liveGameChanged` sends the agent (the fields of its subscription document). */
export interface LiveGameUpdate {
  id: string;
  status: 'RUNNING' | 'ENDED';
  goals: readonly { at: string; side: Side }[];
}

/**
 * Turns the stream of a location's live game into the goals to clip: the goals beyond the count
 * last seen for that game. A game first seen mid-way (the agent started or reconnected during it)
 * counts only goals scored since the tracker began, so an old goal is not cut from a buffer that
 * never held it. An undo lowers the count, so the goal scored next is new again under the same
 * number; an ended game is forgotten.
 */
export class GoalTracker {
  private counts = new Map<string, number>();

  constructor(private readonly since: number) {}

  update(game: LiveGameUpdate | null): GoalReport[] {
    if (!game) {
      this.counts.clear();
      return [];
    }
    if (game.status === 'ENDED') {
      this.counts.delete(game.id);
      return [];
    }
    const seen = this.counts.get(game.id) ?? game.goals.filter((g) => Date.parse(g.at) < this.since).length;
    this.counts.set(game.id, game.goals.length);
    return game.goals.slice(seen).map((g, i) => ({
      liveGameId: game.id,
      goal: seen + i + 1,
      side: g.side,
      at: g.at,
    }));
  }
}
