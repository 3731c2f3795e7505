import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type League, setUpLeague } from './support/league.ts';
import { eventCount, signedInClient, startTestApp, type TestApp } from './support/testApp.ts';

// Issue 13: the stats screens' GraphQL over HTTP, on a league with a few matches.

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { __typename ... on Error { message } } }`;

describe('stats over GraphQL', () => {
  let t: TestApp;
  let league: League;
  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    const [alex, bea, carl, dana] = league.players;
    const single = (w: string, l: string, scoreLoser: number) =>
      league.admin.gql(RECORD, {
        input: {
          mode: 1,
          whites: { defense: w },
          blacks: { defense: l },
          scoreWhites: 6,
          scoreBlacks: scoreLoser,
          sixInARow: false,
        },
      });
    for (const [w, l, s] of [
      [alex, bea, 0],
      [carl, dana, 5],
      [alex, carl, 1],
    ] as const) {
      const res = await single(w!, l!, s);
      expect(res.data.recordMatch.__typename).not.toBe('InputValidationError');
    }
  });
  afterAll(() => t.close());

  const seasonQuery = (fields: string) =>
    league.admin.gql(`query ($id: ID!) { node(id: $id) { ... on Season { ${fields} } } }`, {
      id: league.season,
    });

  it('pages the season table with ranks and display names', async () => {
    const res = await seasonQuery(`
      table(mode: 1, page: 1, pageSize: 2) { totalCount pageCount page
        entries { place mmr wins loss winRate winsInRow bountyPoints rank { name icon } player { displayName } } }`);
    const table = res.data.node.table;
    expect(table).toMatchObject({ totalCount: 4, pageCount: 2, page: 1 });
    expect(table.entries).toHaveLength(2);
    expect(table.entries[0]).toMatchObject({
      place: 1,
      player: { displayName: 'Alex' },
      wins: 2,
      loss: 0,
      winRate: 100,
    });
    expect(table.entries[0].rank.name).toBeTruthy();
  });

  it('shows the table as it stood after the first match of the season', async () => {
    const res = await seasonQuery(
      `table(mode: 2, asOfMatch: "${league.match}") { asOf { id } totalCount entries { mmr } }`,
    );
    expect(res.data.node.table.asOf.id).toBe(league.match);
    expect(res.data.node.table.totalCount).toBe(4);
    const past = await seasonQuery(`table(mode: 1, asOfMatch: "${league.match}") { totalCount }`);
    expect(past.data.node.table.totalCount).toBe(0); // no 1 vs 1 match yet then
  });

  it('refuses a page below 1, a mode other than 1 or 2, and a match of another season', async () => {
    const bad = await seasonQuery('table(mode: 3, page: 0) { totalCount }');
    expect(bad.errors?.[0]?.message).toMatch(/Mode is 1 or 2|Pages start at 1/);
    const foreign = await seasonQuery(`table(mode: 1, asOfMatch: "${league.players[0]}") { totalCount }`);
    expect(foreign.errors).toBeTruthy();
  });

  /** The season's matches, oldest first, with their times. */
  const history = async (): Promise<{ id: string; playedOn: string }[]> =>
    (
      await league.admin.gql(
        'query ($id: ID!) { node(id: $id) { ... on Organisation { matches(first: 50) { edges { node { id playedOn } } } } } }',
        { id: league.org },
      )
    ).data.node.matches.edges
      .map((e: { node: { id: string; playedOn: string } }) => e.node)
      .reverse();
  const TABLES = 'asOf { id isDeleted } totalCount entries { place mmr wins loss player { displayName } }';
  const tablesAt = async (moment: string, client = league.admin) => {
    const res = await client.gql(
      `query ($id: ID!) { node(id: $id) { ... on Season {
        one: table(mode: 1, ${moment}) { ${TABLES} } two: table(mode: 2, ${moment}) { ${TABLES} } } } }`,
      { id: league.season },
    );
    return { errors: res.errors as { message: string }[] | undefined, tables: res.data?.node };
  };
  const ms = (iso: string, plus: number) => new Date(Date.parse(iso) + plus).toISOString();

  it('shows the table as it stood at a time: after the last match played by then, empty before the first', async () => {
    const matches = await history();
    const [first, second] = matches as [{ id: string; playedOn: string }, { id: string; playedOn: string }];
    // Just before the first match: nobody had played.
    const before = await tablesAt(`asOfTime: "${ms(first.playedOn, -1)}"`);
    expect(before.errors).toBeUndefined();
    expect(before.tables.one).toEqual({ asOf: null, totalCount: 0, entries: [] });
    expect(before.tables.two).toEqual({ asOf: null, totalCount: 0, entries: [] });
    // At a match's time: the table after it (after the last match played by then), as asOfMatch shows it.
    for (const m of [first, second]) {
      const shown = matches.filter((x) => x.playedOn <= m.playedOn).at(-1)!;
      const atTime = await tablesAt(`asOfTime: "${m.playedOn}"`);
      expect(atTime.tables.one.asOf).toEqual({ id: shown.id, isDeleted: false });
      expect(atTime.tables).toEqual((await tablesAt(`asOfMatch: "${shown.id}"`)).tables);
    }
    expect((await tablesAt(`asOfTime: "${first.playedOn}"`)).tables.two.totalCount).toBe(4);
    // Later than every match: the table now, standing after the newest match.
    const later = await tablesAt(`asOfTime: "${ms(new Date().toISOString(), 3_600_000)}"`);
    const now =
      await seasonQuery(`one: table(mode: 1) { totalCount entries { place mmr wins loss player { displayName } } }
      two: table(mode: 2) { totalCount entries { place mmr wins loss player { displayName } } }`);
    expect(later.tables.one.asOf.id).toBe(matches.at(-1)!.id);
    expect(later.tables.one.entries).toEqual(now.data.node.one.entries);
    expect(later.tables.two.entries).toEqual(now.data.node.two.entries);
  });

  it('shows an empty table for a time before the season', async () => {
    const season = await seasonQuery('startsOn');
    const res = await tablesAt(`asOfTime: "${ms(season.data.node.startsOn, -86_400_000)}"`);
    expect(res.errors).toBeUndefined();
    expect(res.tables.one).toEqual({ asOf: null, totalCount: 0, entries: [] });
    expect(res.tables.two).toEqual({ asOf: null, totalCount: 0, entries: [] });
  });

  it('refuses a time that is no ISO 8601 instant, and a match and a time at once, with a clear error and nothing changed', async () => {
    const now = await seasonQuery('table(mode: 1) { totalCount entries { mmr } }');
    const events = await eventCount(t);
    for (const bad of [
      'yesterday',
      '5',
      '2026-03-02',
      '2026-03-02T10:00:00',
      '2026-02-31T10:00:00Z',
      '2026-13-01T00:00:00Z',
    ]) {
      const res = await tablesAt(`asOfTime: "${bad}"`);
      expect(res.errors?.[0]?.message, bad).toMatch(/DateTime must be an ISO 8601 date and time with a zone/);
    }
    const both = await tablesAt(`asOfMatch: "${league.match}", asOfTime: "${new Date().toISOString()}"`);
    expect(both.errors?.[0]?.message).toMatch(/Give asOfMatch or asOfTime, not both/);
    expect(await eventCount(t)).toBe(events);
    expect(await seasonQuery('table(mode: 1) { totalCount entries { mmr } }')).toEqual(now);
  });

  it('shows an admin the table just before a deleted match (it counts for nothing), and nobody else', async () => {
    const matches = await history();
    const [, , previous, last] = matches as { id: string; playedOn: string }[];
    const deleted = await league.admin.gql(
      'mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }',
      { input: { matchId: last!.id } },
    );
    expect(deleted.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    try {
      const beforeIt = await tablesAt(`asOfMatch: "${last!.id}"`);
      expect(beforeIt.errors).toBeUndefined();
      expect(beforeIt.tables.one.asOf).toEqual({ id: last!.id, isDeleted: true });
      const afterPrevious = (await tablesAt(`asOfMatch: "${previous!.id}"`)).tables;
      expect(beforeIt.tables.one.entries).toEqual(afterPrevious.one.entries);
      expect(beforeIt.tables.two.entries).toEqual(afterPrevious.two.entries);
      // Someone who may not see deleted matches learns nothing of it.
      const stranger = await signedInClient(t, 'stranger@example.com');
      const hidden = await tablesAt(`asOfMatch: "${last!.id}"`, stranger);
      expect(hidden.errors?.[0]?.message).toMatch(/No such match in this season/);
    } finally {
      const restored = await league.admin.gql(
        'mutation ($input: RestoreMatchInput!) { restoreMatch(input: $input) { __typename } }',
        { input: { matchId: last!.id } },
      );
      expect(restored.data.restoreMatch.__typename).toBe('RestoreMatchPayload');
    }
  });

  it('ranks the krabbel tables and the departments, and gives the awards', async () => {
    const res = await seasonQuery(`
      crawled: krabbel(kind: GEKRABBELT) { totalCount entries { place count player { displayName } } }
      krabbler: krabbel(kind: KRABBLER) { totalCount entries { count player { displayName } } }
      departmentRanking(mode: 1) { place name averageRating size }
      awards { award value players { displayName } }`);
    const node = res.data.node;
    expect(node.crawled.entries).toEqual([{ place: 1, count: 1, player: { displayName: 'Bea' } }]);
    expect(node.krabbler.entries).toEqual([{ count: 1, player: { displayName: 'Alex' } }]);
    expect(node.departmentRanking).toEqual([]);
    const awards = Object.fromEntries(
      node.awards.map((a: { award: string; players: { displayName: string }[]; value: number }) => [
        a.award,
        [a.players.map((p) => p.displayName), a.value],
      ]),
    );
    expect(awards.busyAsABee).toEqual([['Alex'], 3]);
    expect(awards.unluckyWinner).toEqual([['Alex'], 1]);
    expect(awards.deathCheater).toEqual([['Carl'], 1]);
    expect(awards.nerveOfSteel).toEqual([['Carl'], 1]);
  });

  it('sums the season up for the General tab', async () => {
    const res =
      await seasonQuery(`summary { matches perWeekday perHour goals { goals matches } krabbelRate sixInARowRate
      topPartners { players { displayName } together } rivalries { players { displayName } against }
      topTen(mode: 1) { player { displayName } points { mmr } days { day mmr high matches } } }`);
    const s = res.data.node.summary;
    expect(s.matches).toBe(4);
    expect(s.perWeekday.reduce((a: number, b: number) => a + b, 0)).toBe(4);
    expect(s.perHour).toHaveLength(24);
    expect(s.krabbelRate).toBe(25);
    expect(s.topPartners).toHaveLength(2);
    expect(s.topTen[0].player.displayName).toBe('Alex');
    expect(s.topTen[0].points).toHaveLength(2);
    // The chart's days: every match counted once, the last day ending where the last match did.
    for (const line of s.topTen) {
      expect(line.days.reduce((n: number, d: { matches: number }) => n + d.matches, 0)).toBe(
        line.points.length,
      );
      expect(line.days.at(-1)?.mmr).toBe(line.points.at(-1)?.mmr);
    }
  });

  it("shows a player's profile: stats with rank and challenges, MMR over time, form, partner, nemesis, head-to-head, matches", async () => {
    const [alex, bea] = league.players;
    const res = await league.admin.gql(
      `query ($id: ID!, $other: ID!) { node(id: $id) { ... on Player {
        displayName seasonStats { oneOnOne { mmr rank { name } } challengesWon }
        seasonTotals { matches wins goalsFor goalsAgainst bestWinsInRow }
        mmrHistory(mode: 1) { mmr change won }
        mmrByDay(mode: 1) { day mmr high low matches wins }
        form(last: 2) { won change }
        bestPartner { player { displayName } together }
        nemesis { player { displayName } }
        headToHead(opponent: $other) { against wins losses }
        matches(first: 2) { edges { node { id } } pageInfo { hasNextPage } } } } }`,
      { id: alex, other: bea },
    );
    const p = res.data.node;
    expect(p.seasonTotals).toMatchObject({
      matches: 3,
      wins: 3,
      goalsFor: 18,
      goalsAgainst: 4,
      bestWinsInRow: 3,
    });
    expect(p.mmrHistory.map((h: { won: boolean }) => h.won)).toEqual([true, true]);
    // The chart's points: one per day played, ending where the day's last match left the MMR.
    const days = p.mmrByDay as { day: string; mmr: number; matches: number; wins: number }[];
    expect(days.reduce((n, d) => n + d.matches, 0)).toBe(p.mmrHistory.length);
    expect(days.at(-1)!.mmr).toBe(p.mmrHistory.at(-1).mmr);
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day))).toBe(true);
    expect(p.form).toHaveLength(2);
    expect(p.bestPartner.player.displayName).toBe('Bea');
    expect(p.nemesis).toBeNull();
    expect(p.headToHead).toEqual({ against: 1, wins: 1, losses: 0 });
    expect(p.matches.edges).toHaveLength(2);
    expect(p.matches.pageInfo.hasNextPage).toBe(true);
    expect(p.seasonStats.challengesWon).toEqual(['krabbel']); // the default challenge: a 6:0
  });

  it('answers with the new tables and awards at once after a match is recorded or deleted (the kept answers are dropped)', async () => {
    const read = async () =>
      (await seasonQuery('table(mode: 1) { entries { wins player { displayName } } } awards { award value }'))
        .data.node;
    const before = await read();
    const wins = (node: typeof before, name: string) =>
      node.table.entries.find((e: { player: { displayName: string } }) => e.player.displayName === name)
        ?.wins ?? 0;
    const [alex, bea] = league.players;
    const recorded = await league.admin.gql(
      `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) { ... on RecordMatchPayload { match { id } } ... on Error { message } } }`,
      {
        input: {
          mode: 1,
          whites: { defense: bea },
          blacks: { defense: alex },
          scoreWhites: 6,
          scoreBlacks: 2,
          sixInARow: false,
        },
      },
    );
    const after = await read();
    expect(wins(after, 'Bea')).toBe(wins(before, 'Bea') + 1);
    const deleted = await league.admin.gql(
      'mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }',
      { input: { matchId: recorded.data.recordMatch.match.id } },
    );
    expect(deleted.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    expect(await read()).toEqual(before);
  });

  it('shows names as the organisation chooses, at once after it changes its choice', async () => {
    const added = await league.admin.gql(
      `mutation ($input: AddPlayerInput!) { addPlayer(input: $input) { ... on AddPlayerPayload { player { id } } ... on Error { message } } }`,
      {
        input: {
          organisationId: league.org,
          locationId: league.locationId,
          name: 'Erika Muster',
          nickname: 'Eri',
        },
      },
    );
    const id = added.data.addPlayer.player.id;
    const shown = async () =>
      (await league.admin.gql('query ($id: ID!) { node(id: $id) { ... on Player { displayName } } }', { id }))
        .data.node.displayName;
    expect(await shown()).toBe('Eri');
    const nicknames = (showNicknames: boolean) =>
      league.admin.gql(
        `mutation ($input: UpdateLeagueConfigInput!) { updateLeagueConfig(input: $input) { __typename ... on Error { message } } }`,
        { input: { organisationId: league.org, showNicknames } },
      );
    expect((await nicknames(false)).data.updateLeagueConfig.__typename).toBe('UpdateLeagueConfigPayload');
    expect(await shown()).toBe('Erika Muster');
    await nicknames(true);
    expect(await shown()).toBe('Eri');
  });

  it('tells each player of a match what they won or lost', async () => {
    const res = await league.admin.gql(
      `query ($id: ID!) { node(id: $id) { ... on Match { winnerPoints pointChanges { player { displayName } change won } } } }`,
      { id: league.match },
    );
    const m = res.data.node;
    expect(m.pointChanges.map((c: { won: boolean }) => c.won)).toEqual([true, true, false, false]);
    expect(m.pointChanges[0].change).toBe(m.winnerPoints);
  });
});
