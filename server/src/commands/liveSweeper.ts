import { isDomainError, LIVE_IDLE_MINUTES } from '@kicker/events';
import { type CommandDeps, systemActor } from './command.ts';
import { endIdleLiveGame } from './live.ts';
import { runCommand } from './pipeline.ts';

// Issue 15: a live game with no start, goal or undo for LIVE_IDLE_MINUTES ends by itself
// (LiveGameEnded, reason idle), without anyone at the table doing anything. Every instance runs a
// sweeper; two instances ending the same game take turns on its stream like any two commands:
// the second reads the game ended and is refused. Nothing is doubled.

/** How often each instance looks for idle games. A game ends at most this long after 30 minutes. */
export const LIVE_SWEEP_EVERY_MS = 60_000;

/** Ends every game idle at `now`; answers how many this call ended. */
export async function endIdleLiveGames(deps: CommandDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LIVE_IDLE_MINUTES * 60_000);
  // The index on (org_id, live_game_id) does not help here; live_games has a row per location.
  const idle = await deps.db
    .selectFrom('live_games')
    .select(['org_id', 'location_id', 'live_game_id'])
    .where('status', '=', 'running')
    .where('last_activity_at', '<=', cutoff)
    .execute();
  let ended = 0;
  for (const game of idle) {
    const result = await runCommand(
      deps,
      endIdleLiveGame,
      { orgId: game.org_id, locationId: game.location_id, liveGameId: game.live_game_id, now },
      systemActor(),
    );
    // A refusal: another instance ended it, or a goal came in since the read.
    if (!isDomainError(result) && result.events.length > 0) ended++;
  }
  return ended;
}

export interface LiveSweeper {
  /** One sweep now (what the timer runs); resolves when it is done. */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps every `everyMs` with the app's clock; a failed sweep is reported and the next one tries again. */
export function startLiveSweeper(
  deps: CommandDeps,
  options: { now: () => Date; everyMs?: number; onError: (err: unknown) => void },
): LiveSweeper {
  let running: Promise<number> | null = null;
  const sweep = () => {
    // One sweep at a time in an instance: a slow one is not overtaken by the next tick.
    running ??= endIdleLiveGames(deps, options.now()).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch(options.onError);
  }, options.everyMs ?? LIVE_SWEEP_EVERY_MS);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
