import { randomUUID } from 'node:crypto';
import { catalogue } from '@kicker/events';
import { type Projection, projections, rebuild } from '@kicker/projections';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import { systemActor } from '../../src/commands/command.ts';
import { runCommand } from '../../src/commands/pipeline.ts';
import { createPlayer } from '../../src/commands/player.ts';
import { changeSeasons } from '../../src/commands/season.ts';
import { capturedLogger } from './logCapture.ts';
import {
  createOrganisation,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './testApp.ts';

// Issue 27: many people act on one league at the same instant. The contention suites
// (server/test/contention*.int.test.ts) send a burst of valid commands of a realistic mix over HTTP
// at once, from distinct users where a rule needs it, and check what the burst left: every command
// the rules allow recorded exactly once, every refusal a typed error the rules predict, no INTERNAL
// error, and read models equal to a sequential replay of the events that were accepted.

// biome-ignore lint/suspicious/noExplicitAny: responses are read loosely
export type Loose = any;
export type User = TestClient & { userId: string };
export type Player = User & { playerId: string; raw: string };

/** What one mutation of a burst answered. */
export type Outcome =
  | { kind: 'ok'; payload: Loose }
  | { kind: 'refused'; type: string; message: string }
  | { kind: 'error'; code: string; message: string };

/** Runs a mutation (`<name>(input:)`), asking `payload` of its payload type. */
export async function mutate(
  client: TestClient,
  name: string,
  input: Record<string, unknown>,
  payload = '__typename',
): Promise<Outcome> {
  const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const res = await client.gql(
    `mutation ($input: ${Name}Input!) { ${name}(input: $input) { __typename ... on ${Name}Payload { ${payload} } ... on Error { message } } }`,
    { input: { commandId: randomUUID(), ...input } },
  );
  if (res.errors?.length) {
    const [first] = res.errors;
    return { kind: 'error', code: String(first!.extensions?.code ?? 'NONE'), message: first!.message };
  }
  const result = res.data![name];
  if (String(result.__typename).endsWith('Payload')) return { kind: 'ok', payload: result };
  return { kind: 'refused', type: result.__typename, message: result.message };
}

/** Starts every call in the same tick and waits for all of them: the burst. */
export async function burst(calls: readonly (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  let go!: () => void;
  const start = new Promise<void>((resolve) => {
    go = resolve;
  });
  const running = calls.map((call) => start.then(call));
  go();
  const outcomes = await Promise.all(running);
  // Never "Unexpected error." (INTERNAL_SERVER_ERROR): a burst is what an office does every day.
  const unexpected = outcomes.filter((o) => o.kind === 'error');
  expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
  return outcomes;
}

export const accepted = (outcomes: readonly Outcome[]) => outcomes.filter((o) => o.kind === 'ok');
export const refusals = (outcomes: readonly Outcome[]) =>
  outcomes.filter((o): o is Extract<Outcome, { kind: 'refused' }> => o.kind === 'refused');

/** Every refusal is one of these (type and message), as the rules predict. */
export function expectRefusalsAmong(
  outcomes: readonly Outcome[],
  allowed: readonly [string, string | RegExp][],
) {
  for (const r of refusals(outcomes))
    expect(
      allowed.some(
        ([type, message]) =>
          type === r.type && (typeof message === 'string' ? r.message === message : message.test(r.message)),
      ),
      `unpredicted refusal ${r.type}: ${r.message}`,
    ).toBe(true);
}

/** The rows of a read model's tables, in a comparable form. */
async function snapshot(t: TestApp, projection: Projection) {
  const out: Record<string, string[]> = {};
  for (const table of projection.tables) {
    const { rows } = await t.database.pool.query(`SELECT * FROM ${table}`);
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/**
 * The inline read models written while the burst ran equal a sequential replay of the log: each is
 * rebuilt from the events, one after the other in log order, and must come out row for row the same.
 */
export async function expectReadModelsEqualReplay(t: TestApp, names?: readonly string[]) {
  const chosen = projections.filter((p) => p.mode === 'inline' && (!names || names.includes(p.name)));
  for (const projection of chosen) {
    const live = await snapshot(t, projection);
    await rebuild(t.database.db, catalogue, projection);
    expect(await snapshot(t, projection), projection.name).toEqual(live);
  }
}

/** How many events of these types the stream has. */
export async function eventsOf(t: TestApp, streamId: string, types: readonly string[]): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = ANY($2)',
    [streamId, types],
  );
  return rows[0]!.n;
}

export interface ContentionLeague {
  t: TestApp;
  /** Installation admin and the organisation's admin, with a player. */
  admin: Player;
  /** Distinct players of the organisation, each signed in as their own user. */
  players: Player[];
  /** Global id and raw id of the organisation; its two locations (raw ids). */
  org: string;
  orgRaw: string;
  locations: string[];
  warnings: () => { msg?: string; streamId?: unknown; command?: unknown }[];
}

/** An app with one organisation, its running season and `count` players who each sign in as themselves. */
export async function contentionLeague(
  count: number,
  env: Record<string, string> = {},
): Promise<ContentionLeague> {
  const log = capturedLogger();
  const t = await startTestApp({ logger: log.logger, env });
  const admin = await signedInClient(t, 'admin@example.com');
  const org = await createOrganisation(admin, {
    name: 'Busy Office',
    // Public: newcomers see it and join it (createPlayer), as colleagues do on their first day.
    isPublic: true,
    locations: [
      { name: 'Ground floor', lat: 52.5, long: 13.4 },
      { name: 'Roof', lat: 52.5, long: 13.4 },
    ],
  });
  const orgRaw = Buffer.from(org, 'base64').toString().split(':').slice(1).join(':');
  const { rows } = await t.database.pool.query<{ location_id: string }>(
    'SELECT location_id FROM organisation_locations WHERE org_id = $1 ORDER BY position',
    [orgRaw],
  );
  const locations = rows.map((r) => r.location_id);
  const system = systemActor(admin.userId);
  const day = 86_400_000;
  const season = await runCommand(
    t.app.services.commands,
    changeSeasons,
    {
      orgId: orgRaw,
      command: {
        type: 'CreateSeason',
        startsOn: new Date(Date.now() - 30 * day).toISOString(),
        endsOn: new Date(Date.now() + 30 * day).toISOString(),
      },
    },
    system,
  );
  if (!('events' in season)) throw new Error(season.message);
  const withPlayer = async (user: User, name: string): Promise<Player> => {
    const raw = randomUUID();
    const made = await runCommand(
      t.app.services.commands,
      createPlayer,
      {
        orgId: orgRaw,
        command: {
          type: 'CreatePlayer',
          playerId: raw,
          name,
          nickname: name,
          locationId: locations[0]!,
          department: null,
          imageUrl: null,
          userId: user.userId,
          isHost: false,
        },
      },
      system,
    );
    if (!('events' in made)) throw new Error(made.message);
    return Object.assign(user, { raw, playerId: encodeGlobalID('Player', `${orgRaw}:${raw}`) });
  };
  const players: Player[] = [];
  for (let i = 0; i < count; i++)
    players.push(await withPlayer(await signedInClient(t, `player${i}@example.com`), `Player ${i}`));
  return {
    t,
    admin: await withPlayer(admin, 'Admin'),
    players,
    org,
    orgRaw,
    locations,
    warnings: () => log.lines.filter((l) => l.level === 40) as ReturnType<ContentionLeague['warnings']>,
  };
}

export const globalId = (type: string, orgRaw: string, id: string) => encodeGlobalID(type, `${orgRaw}:${id}`);
