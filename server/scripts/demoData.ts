import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { systemActor } from '../src/commands/command.ts';
import { newMatch, recordMatch } from '../src/commands/match.ts';
import { createOrganisation } from '../src/commands/organisation.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createPlayer } from '../src/commands/player.ts';
import { changeSeasons } from '../src/commands/season.ts';
import type { Services } from '../src/graphql/context.ts';
import { seedDemoTourneys } from './demoTourneys.ts';
import { mulberry32 } from './seededRandom.ts';

export const DEMO_ADMIN_EMAIL = 'admin@kicker.demo';
const DAY = 86_400_000;

const LOCATIONS = [
  { name: 'Munich', lat: 48.1374, long: 11.5755 },
  { name: 'Berlin', lat: 52.52, long: 13.405 },
];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Operations'];
// [name, nickname]; the first one is the demo admin's own player (exported for the look-alike test).
export const DEMO_PLAYERS: [string, string][] = [
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
  /** How many demo matches the current season gets (default 240; the past one a third of that). */
  matches?: number;
}

/** Creates the demo admin, organisation, a past and the current season and 16 players, plays both seasons and four tourneys. Refuses a used installation. */
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
  const actor = systemActor(userId);

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
  // A season that ended a month ago and the current one, so the season selector has a past.
  const pastEnd = new Date(now.getTime() - 31 * DAY);
  for (const [startsOn, endsOn] of [
    [new Date(now.getTime() - 121 * DAY), pastEnd],
    [new Date(now.getTime() - 30 * DAY), new Date(now.getTime() + 60 * DAY)],
  ] as const) {
    const season = await runCommand(
      commands,
      changeSeasons,
      {
        orgId,
        command: { type: 'CreateSeason', startsOn: startsOn.toISOString(), endsOn: endsOn.toISOString() },
      },
      actor,
    );
    if (!('events' in season)) throw new Error(season.message);
  }

  const playerIds: string[] = [];
  for (const [i, [name, nickname]] of DEMO_PLAYERS.entries()) {
    const playerId = randomUUID();
    playerIds.push(playerId);
    const result = await runCommand(
      commands,
      createPlayer,
      {
        orgId,
        command: {
          type: 'CreatePlayer',
          playerId,
          name,
          nickname,
          locationId: locationIds[i % locationIds.length]!,
          department: DEPARTMENTS[i % DEPARTMENTS.length]!,
          imageUrl: null,
          userId: i === 0 ? userId : null,
          isHost: false,
        },
      },
      actor,
    );
    if (!('events' in result)) throw new Error(result.message);
  }
  const count = tools.matches ?? DEMO_MATCHES;
  await playDemoSeason(
    services,
    orgId,
    playerIds,
    locationIds,
    userId,
    pastEnd,
    Math.round(count / 3),
    20261001,
  );
  await playDemoSeason(services, orgId, playerIds, locationIds, userId, now, count, 20261122);
  await seedDemoTourneys(commands, orgId, playerIds, actor, mulberry32(20261214));
  return { email: DEMO_ADMIN_EMAIL, password: tools.password, organisation: 'Kicker Demo GmbH', orgId };
}

const DEMO_MATCHES = 240;

/**
 * The last four weeks of the season, played: both modes, on weekdays between 09:00 and 19:00, the
 * stronger players winning more often, a few 6:0 and six-in-a-row matches, so tables, streaks and
 * bounties have something to show. Each match goes through the real command at the moment it was played.
 */
async function playDemoSeason(
  services: Services,
  orgId: string,
  playerIds: string[],
  locationIds: string[],
  userId: string,
  now: Date,
  count: number,
  seed: number,
) {
  const random = mulberry32(seed);
  const skill = playerIds.map((_, i) => 1 + ((i * 7) % 16) / 4); // 1 … 4.75, spread over the list
  const pick = (n: number) => {
    const pool = [...playerIds.keys()];
    const chosen: number[] = [];
    for (let k = 0; k < n; k++) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };
  // The weekdays of the last four weeks (before today), each with its share of the matches, played
  // between 09:00 and 19:00 UTC in order.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: number[] = [];
  for (let d = 28; d >= 1; d--) {
    const day = today - d * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  for (let m = 0; m < count; m++) {
    const slot = (m / count) * days.length;
    const day = days[Math.floor(slot)]!;
    const playedOn = new Date(day + (9 + (slot - Math.floor(slot)) * 10) * 3600_000);
    const mode = random() < 0.55 ? 2 : 1;
    const seats = pick(mode * 2);
    const whites = seats.slice(0, mode);
    const blacks = seats.slice(mode);
    const strength = (team: number[]) => team.reduce((sum, i) => sum + skill[i]!, 0);
    const whitesWin = random() < strength(whites) / (strength(whites) + strength(blacks));
    const loserScore = random() < 0.08 ? 0 : 1 + Math.floor(random() * 5);
    const sixInARow = loserScore > 0 && random() < 0.06;
    const lineup = (team: number[]) => ({
      defense: playerIds[team[0]!]!,
      offense: mode === 2 ? playerIds[team[1]!]! : null,
    });
    const played = {
      mode: mode as 1 | 2,
      whites: lineup(whites),
      blacks: lineup(blacks),
      scoreWhites: whitesWin ? 6 : loserScore,
      scoreBlacks: whitesWin ? loserScore : 6,
      sixInARow,
      locationId: locationIds[m % locationIds.length]!,
    };
    const result = await runCommand(
      services.commands,
      recordMatch,
      newMatch(orgId, played, userId, playedOn),
      systemActor(userId),
    );
    if (!('events' in result)) throw new Error(`demo match ${m}: ${result.message}`);
  }
}
