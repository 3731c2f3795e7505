import { type DriverRequest, epochNow, type Scored, serve } from './liveFanoutProtocol.ts';

// The side of `pnpm bench live` that plays the game: starts the location's live game, scores its
// goals at a fixed pace over HTTP (as the phone at the table does) and abandons it. A process of
// its own, so the server's process runs no client code.

const { plan } = serve<DriverRequest>(async (request): Promise<string | Scored> => {
  if (request.type === 'start')
    return mutate('startLiveGame', {
      locationId: plan.locationId,
      mode: 1,
      blacks: { defense: plan.players[0] },
      whites: { defense: plan.players[1] },
    });
  if (request.type === 'abandon') return mutate('abandonLiveGame', { liveGameId: request.gameId });
  const scored: Scored = { sentAt: [], mutationMs: [] };
  const first = performance.now();
  // Goals alternate between the sides (5:5 of ten): the game never reaches six, so each is accepted.
  for (let g = 1; g <= request.goals; g++) {
    const wait = first + ((g - 1) * 1000) / request.goalsPerSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    scored.sentAt.push(epochNow());
    await mutate('scoreLiveGoal', {
      liveGameId: request.gameId,
      side: g % 2 ? 'BLACKS' : 'WHITES',
      source: 'BELL',
    });
    scored.mutationMs.push(performance.now() - sent);
  }
  return scored;
});

async function mutate(name: string, input: Record<string, unknown>): Promise<string> {
  const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const res = await fetch(`${plan.base}/graphql`, {
    method: 'POST',
    headers: { cookie: plan.cookie, origin: plan.base, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: ${Name}Input!) { ${name}(input: $input) { __typename ... on ${Name}Payload { liveGame { id } } ... on Error { message } } }`,
      variables: { input },
    }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: read loosely
  const body = (await res.json()) as any;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const result = body.data[name];
  if (result.__typename !== `${Name}Payload`) throw new Error(`${name}: ${result.message}`);
  return result.liveGame.id;
}
