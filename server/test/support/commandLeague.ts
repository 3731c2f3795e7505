import { randomUUID } from 'node:crypto';
import { type CommandDeps, systemActor } from '../../src/commands/command.ts';
import { createOrganisation } from '../../src/commands/organisation.ts';
import { runCommand } from '../../src/commands/pipeline.ts';
import { createPlayer } from '../../src/commands/player.ts';
import { changeSeasons } from '../../src/commands/season.ts';

// A league made through the command handlers (no HTTP), for tests of what the commands leave in
// the read models: an organisation in Berlin time with one location, its seasons and players.

const DAY = 86_400_000;

/** A command's events, or the refusal thrown. */
export function ok<R>(result: R): Exclude<R, { message: string }> {
  if (result && typeof result === 'object' && 'message' in result && !('events' in result))
    throw new Error(String(result.message));
  return result as Exclude<R, { message: string }>;
}

export interface CommandLeague {
  orgId: string;
  locationId: string;
  players: string[];
}

export interface CommandLeagueOptions {
  /** Player ids (default: `playerCount` new ones). */
  players?: readonly string[];
  playerCount?: number;
  /** The location's id (default: a new one). */
  locationId?: string;
  /** Each season's first day; each lasts 30 days. */
  seasonStarts: readonly number[];
  actor: { userId: string };
  /** The organisation's departments, and each player's (by index; default none). */
  departments?: readonly string[];
  departmentOf?: (index: number) => string | null;
}

export async function commandLeague(
  deps: CommandDeps,
  options: CommandLeagueOptions,
): Promise<CommandLeague> {
  const { seasonStarts } = options;
  const actor = systemActor(options.actor.userId);
  const locationId = options.locationId ?? randomUUID();
  const created = ok(
    await createOrganisation(
      deps,
      {
        details: { name: 'Acme', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId, name: 'Munich', lat: 48.1, long: 11.6 }],
        departments: [...(options.departments ?? [])],
      },
      actor,
    ),
  );
  const orgId = created.events[0]!.orgId;
  for (const start of seasonStarts)
    ok(
      await runCommand(
        deps,
        changeSeasons,
        {
          orgId,
          command: {
            type: 'CreateSeason',
            startsOn: new Date(start).toISOString(),
            endsOn: new Date(start + 30 * DAY).toISOString(),
          },
        },
        actor,
      ),
    );
  const players = [
    ...(options.players ?? Array.from({ length: options.playerCount ?? 5 }, () => randomUUID())),
  ];
  for (const [i, playerId] of players.entries())
    ok(
      await runCommand(
        deps,
        createPlayer,
        {
          orgId,
          command: {
            type: 'CreatePlayer',
            playerId,
            name: `Player ${i}`,
            nickname: `Nick ${i}`,
            locationId,
            department: options.departmentOf?.(i) ?? null,
            imageUrl: null,
            userId: null,
            isHost: false,
          },
        },
        actor,
      ),
    );
  return { orgId, locationId, players };
}
