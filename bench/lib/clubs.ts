import { randomUUID } from 'node:crypto';
import { systemActor } from '../../server/src/commands/command.ts';
import { createOrganisation } from '../../server/src/commands/organisation.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createPlayer } from '../../server/src/commands/player.ts';
import { changeSeasons } from '../../server/src/commands/season.ts';
import type { Services } from '../../server/src/graphql/context.ts';
import { signInCookie } from './benchServer.ts';

/** An organisation of a benchmark's own, with its signed-in user (who owns its first player). */
export interface Club {
  orgId: string;
  userId: string;
  cookie: string;
  /** Player ids inside the organisation. */
  players: string[];
  /** A player's global id (what GraphQL inputs take). */
  globalId: (playerId: string) => string;
}

/**
 * `count` organisations made through the commands, each with a location, a running season, four
 * players and a verified user signed in over HTTP (a session cookie of their own), as many
 * organisations of a hosted installation would be. About 0.2 s each on a quiet machine (mostly the
 * password hashing of sign-up and sign-in).
 */
export async function benchClubs(
  services: Services,
  base: string,
  { count, password, prefix = 'club' }: { count: number; password: string; prefix?: string },
): Promise<Club[]> {
  const clubs: Club[] = [];
  const now = Date.now();
  for (let c = 0; c < count; c++) {
    const email = `${prefix}${c}@bench.example.com`;
    const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: `Club ${c}` } });
    await services.db.updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute();
    const actor = { userId: user.id };
    const locationId = randomUUID();
    const created = await createOrganisation(
      services.commands,
      {
        details: { name: `Bench Club ${c}`, isPublic: false, logoUrl: null, timeZone: 'Europe/Berlin' },
        locations: [{ locationId, name: 'Hall', lat: 48.1, long: 11.6 }],
        departments: [],
      },
      systemActor(actor.userId),
    );
    if (!('events' in created)) throw new Error(created.message);
    const orgId = created.events[0]!.orgId;
    const season = await runCommand(
      services.commands,
      changeSeasons,
      {
        orgId: orgId,
        command: {
          type: 'CreateSeason',
          startsOn: new Date(now - 86_400_000).toISOString(),
          endsOn: new Date(now + 30 * 86_400_000).toISOString(),
        },
      },
      systemActor(actor.userId),
    );
    if (!('events' in season)) throw new Error(season.message);
    const players: string[] = [];
    for (let p = 0; p < 4; p++) {
      const playerId = randomUUID();
      const made = await runCommand(
        services.commands,
        createPlayer,
        {
          orgId: orgId,
          command: {
            type: 'CreatePlayer',
            playerId,
            name: `Player ${c}.${p}`,
            nickname: `P${c}.${p}`,
            locationId,
            department: null,
            imageUrl: null,
            userId: p === 0 ? user.id : null,
            isHost: false,
          },
        },
        systemActor(actor.userId),
      );
      if (!('events' in made)) throw new Error(made.message);
      players.push(playerId);
    }
    clubs.push({
      orgId,
      userId: user.id,
      cookie: await signInCookie(base, email, password),
      players,
      globalId: (id) => Buffer.from(`Player:${orgId}:${id}`).toString('base64'),
    });
  }
  return clubs;
}
