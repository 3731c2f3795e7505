import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createOrganisation } from '../src/commands/organisation.ts';
import { createPlayer } from '../src/commands/player.ts';
import { runSeasonCommand } from '../src/commands/season.ts';
import type { Services } from '../src/graphql/context.ts';

export const DEMO_ADMIN_EMAIL = 'admin@kicker.demo';
const DAY = 86_400_000;

const LOCATIONS = [
  { name: 'Munich', lat: 48.1374, long: 11.5755 },
  { name: 'Berlin', lat: 52.52, long: 13.405 },
];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Operations'];
// [name, nickname]; the first one is the demo admin's own player.
const PLAYERS: [string, string][] = [
  ['Bauer', 'Admiral'],
  ['Schneider', 'Zange'],
  ['Fischer', 'Flinke Hand'],
  ['Weber', 'Mauer'],
  ['Meyer', 'Bomber'],
  ['Wagner', 'Kurbler'],
  ['Becker', 'Fuchs'],
  ['Hoffmann', 'Hammer'],
  ['Schulz', 'Tornado'],
  ['Koch', 'Chefkoch'],
  ['Richter', 'Schiri'],
  ['Klein', 'Riese'],
  ['Wolf', 'Rudelchef'],
  ['Neumann', 'Rookie'],
  ['Schwarz', 'Black Mamba'],
  ['Zimmermann', 'Holzfuss'],
];

export interface SeedTools {
  password: string;
  now?: Date;
}

/** Creates the demo admin, organisation, current season and 16 players. Refuses a used installation. */
export async function seedDemo(services: Services, tools: SeedTools) {
  const { db, auth, commands } = services;
  const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "user"`.execute(db);
  const orgs = await db.selectFrom('organisations').select('org_id').limit(1).execute();
  if ((users.rows[0]?.n ?? 0) > 0 || orgs.length > 0)
    throw new Error(
      'seed:demo only fills an empty installation, and this one already has users or organisations.',
    );

  const signUp = await auth.api.signUpEmail({
    body: { email: DEMO_ADMIN_EMAIL, password: tools.password, name: 'Demo Admin' },
  });
  const userId = signUp.user.id;
  // The first user is the admin (sign-up hook). A demo admin needs no mail round trip.
  await sql`UPDATE "user" SET "emailVerified" = true WHERE id = ${userId}`.execute(db);
  const actor = { userId };

  const created = await createOrganisation(
    commands,
    {
      details: { name: 'Kicker Demo GmbH', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' },
      locations: LOCATIONS.map((l) => ({ ...l, locationId: randomUUID() })),
      departments: DEPARTMENTS,
    },
    actor,
  );
  if (!('events' in created)) throw new Error(created.message);
  const orgId = created.events[0]!.orgId;
  const locationIds = created.events
    .filter((e) => e.type === 'LocationAdded')
    .map((e) => (e.data as { locationId: string }).locationId);

  const now = tools.now ?? new Date();
  const season = await runSeasonCommand(
    commands,
    orgId,
    {
      type: 'CreateSeason',
      startsOn: new Date(now.getTime() - 30 * DAY).toISOString(),
      endsOn: new Date(now.getTime() + 60 * DAY).toISOString(),
    },
    actor,
  );
  if (!('events' in season)) throw new Error(season.message);

  for (const [i, [name, nickname]] of PLAYERS.entries()) {
    const result = await createPlayer(
      commands,
      orgId,
      {
        type: 'CreatePlayer',
        playerId: randomUUID(),
        name,
        nickname,
        locationId: locationIds[i % locationIds.length]!,
        department: DEPARTMENTS[i % DEPARTMENTS.length]!,
        imageUrl: null,
        userId: i === 0 ? userId : null,
        isHost: false,
      },
      actor,
    );
    if (!('events' in result)) throw new Error(result.message);
  }
  return { email: DEMO_ADMIN_EMAIL, password: tools.password, organisation: 'Kicker Demo GmbH', orgId };
}
