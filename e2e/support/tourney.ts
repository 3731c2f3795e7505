import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import NewTourneyPageQuery from '../../client/src/features/tourney/__generated__/NewTourneyPageQuery.graphql.ts';
import TourneyListPageQuery from '../../client/src/features/tourney/__generated__/TourneyListPageQuery.graphql.ts';
import TvTourneyPageQuery from '../../client/src/features/tourney/__generated__/TvTourneyPageQuery.graphql.ts';
import useCreateTourneyMutation from '../../client/src/features/tourney/__generated__/useCreateTourneyMutation.graphql.ts';
import useJoinTourneyMutation from '../../client/src/features/tourney/__generated__/useJoinTourneyMutation.graphql.ts';
import useScoreTourneyMatchMutation from '../../client/src/features/tourney/__generated__/useScoreTourneyMatchMutation.graphql.ts';
import useTourneyAdminDeleteMutation from '../../client/src/features/tourney/__generated__/useTourneyAdminDeleteMutation.graphql.ts';
import useTourneyAdminLaunchMutation from '../../client/src/features/tourney/__generated__/useTourneyAdminLaunchMutation.graphql.ts';
import { systemActor } from '../../server/src/commands/command.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createPlayer } from '../../server/src/commands/player.ts';
import { signedInClient, type TestApp, type TestClient } from '../../server/test/support/testApp.ts';

// Tourneys made the way the app makes them: the client's own persisted documents (the production
// server runs nothing else), sent by signed-in users of the demo league.

interface Persisted {
  params: { id?: string | null; name: string };
}

/** Runs one of the client's persisted documents as `client`; fails on GraphQL errors. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, as in the server's tests
export async function persisted<T = any>(client: TestClient, document: Persisted, variables: object = {}) {
  const res = await client.fetch('/graphql', {
    method: 'POST',
    // As the app sends them (client/src/app/earlyQuery.ts postGraphQL).
    body: JSON.stringify({ doc_id: document.params.id, operationName: document.params.name, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], document.params.name).toEqual([]);
  return body.data as T;
}

/** Users of the demo organisation, each with a claimed player named `name`, signed in. */
export async function addMembers(t: TestApp, names: readonly string[]): Promise<TestClient[]> {
  const { rows } = await t.database.pool.query(
    'SELECT org_id, location_id FROM organisation_locations LIMIT 1',
  );
  const clients: TestClient[] = [];
  for (const name of names) {
    const client = await signedInClient(t, `${name.toLowerCase()}@example.com`);
    await runCommand(
      t.app.services.commands,
      createPlayer,
      {
        orgId: rows[0].org_id,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name,
          nickname: name,
          locationId: rows[0].location_id,
          department: null,
          imageUrl: null,
          userId: client.userId,
          isHost: false,
        },
      },
      systemActor(client.userId),
    );
    clients.push(client);
  }
  return clients;
}

/** The demo admin, signed in. */
export async function signedInAdmin(t: TestApp, login: { email: string; password: string }) {
  const client = t.client();
  const res = await client.signIn(login.email, login.password);
  expect(res.status).toBe(200);
  return client;
}

const commandId = () => randomUUID();

/** Creates a tourney in the viewer's organisation; its global id. */
export async function createTourney(admin: TestClient, name: string, { mode = 1, rank3 = true } = {}) {
  const { viewer } = await persisted(admin, NewTourneyPageQuery);
  const data = await persisted(admin, useCreateTourneyMutation, {
    input: { commandId: commandId(), organisationId: viewer.organisation.id, name, mode, rank3 },
  });
  expect(data.createTourney.__typename).toBe('CreateTourneyPayload');
  return data.createTourney.tourney.id as string;
}

export async function joinTourney(member: TestClient, tourneyId: string) {
  const data = await persisted(member, useJoinTourneyMutation, {
    input: { commandId: commandId(), tourneyId },
  });
  expect(data.joinTourney.__typename).toBe('JoinTourneyPayload');
}

export async function launchTourney(admin: TestClient, tourneyId: string) {
  const data = await persisted(admin, useTourneyAdminLaunchMutation, {
    input: { commandId: commandId(), tourneyId },
  });
  expect(data.launchTourney.__typename).toBe('LaunchTourneyPayload');
}

interface PlanMatch {
  matchId: string;
  viewerCanScore: boolean;
}

/** The tourney as the TV view reads it (status, rounds with their matches). */
export async function readTourney(client: TestClient, tourneyId: string) {
  const { node } = await persisted(client, TvTourneyPageQuery, { id: tourneyId });
  return node as { status: string; rounds: { roundId: number; matches: PlanMatch[] }[] | null };
}

/**
 * Decides the next `count` matches that can be scored (home wins 6:0), in the order of the plan;
 * how many it decided.
 */
export async function playMatches(admin: TestClient, tourneyId: string, count = Number.POSITIVE_INFINITY) {
  let played = 0;
  while (played < count) {
    const tourney = await readTourney(admin, tourneyId);
    const next = (tourney.rounds ?? [])
      .toSorted((a, b) => b.roundId - a.roundId)
      .flatMap((r) => r.matches)
      .find((m) => m.viewerCanScore);
    if (!next) break;
    const data = await persisted(admin, useScoreTourneyMatchMutation, {
      input: { commandId: commandId(), tourneyId, matchId: next.matchId, scoreHome: 6, scoreAway: 0 },
    });
    expect(data.scoreTourneyMatch.__typename).toBe('ScoreTourneyMatchPayload');
    played++;
  }
  return played;
}

type Edges = { edges: { node: { id: string; name: string } }[] };

/** The viewer's organisation's tourneys as the list reads them (active, then completed). */
export async function listTourneys(client: TestClient): Promise<{ id: string; name: string }[]> {
  const { viewer } = await persisted(client, TourneyListPageQuery);
  const org = viewer.organisation as { active: Edges; completed: Edges };
  return [...org.active.edges, ...org.completed.edges].map((e) => e.node);
}

/** Deletes every tourney of the admin's organisation (the demo brings its own). */
export async function deleteAllTourneys(admin: TestClient) {
  for (const { id: tourneyId } of await listTourneys(admin)) {
    const data = await persisted(admin, useTourneyAdminDeleteMutation, {
      input: { commandId: commandId(), tourneyId },
    });
    expect(data.deleteTourney.__typename).toBe('DeleteTourneyPayload');
  }
}
