import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type League, setUpLeague } from './support/league.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

// Issue 28 item 7: one match, one figure per player on every screen. Each player's MMR change comes
// from Match.pointChanges with its parts (match points, bounty, challenge bonus, clamped at 0), and
// History, the profile's form and the season table agree with it.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

const CHANGES = 'pointChanges { playerId change won matchPoints bounty challengeBonus clampedAtZero }';
const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  __typename ... on RecordMatchPayload { match { id winnerPoints loserPoints ${CHANGES} } } } }`;

describe('the MMR change of a match', () => {
  let t: TestApp;
  let league: League;
  let alex: string;
  let bea: string;
  let carl: string;
  let dana: string;
  beforeAll(async () => {
    t = await startTestApp();
    // Alex & Bea have won a 2 vs 2 6:3 against Carl & Dana (20 each); nobody has won the
    // challenge (the default: krabbel, a 6:0, +50 once a season).
    league = await setUpLeague(t);
    [alex, bea, carl, dana] = league.players as [string, string, string, string];
  });
  afterAll(() => t?.close());

  const record = async (whites: string[], blacks: string[], scoreWhites: number, scoreBlacks: number) => {
    const res = await league.admin.gql(RECORD, {
      input: {
        mode: whites.length,
        whites: { defense: whites[0], offense: whites[1] ?? null },
        blacks: { defense: blacks[0], offense: blacks[1] ?? null },
        scoreWhites,
        scoreBlacks,
        sixInARow: false,
      },
    });
    expect(res.data.recordMatch.__typename).toBe('RecordMatchPayload');
    return res.data.recordMatch.match as Loose;
  };

  it('explains a 1 vs 1 6:0: +90 of 40 match points and the 50 challenge bonus; the loser at 0 MMR loses nothing', async () => {
    const match = await record([alex], [bea], 6, 0);
    expect(match.pointChanges).toEqual([
      {
        playerId: alex,
        change: 90,
        won: true,
        matchPoints: 40,
        bounty: 0,
        challengeBonus: 50,
        clampedAtZero: false,
      },
      {
        playerId: bea,
        change: 0,
        won: false,
        matchPoints: -20,
        bounty: 0,
        challengeBonus: 0,
        clampedAtZero: true,
      },
    ]);
    // The match's own points stay what they were: before the bonus and the floor.
    expect(match).toMatchObject({ winnerPoints: 40, loserPoints: 20 });

    // History, the profile's form and the table show the same figure.
    const history = await league.admin.gql(
      `query ($id: ID!) { node(id: $id) { ... on Organisation { matches(first: 1) { edges { node { id ${CHANGES} } } } } } }`,
      { id: league.org },
    );
    expect(history.data.node.matches.edges[0].node).toEqual({
      id: match.id,
      pointChanges: match.pointChanges,
    });
    const form = async (id: string) =>
      (
        await league.admin.gql(
          'query ($id: ID!) { node(id: $id) { ... on Player { form(last: 1) { change } } } }',
          { id },
        )
      ).data.node.form[0].change;
    expect(await form(alex)).toBe(90);
    expect(await form(bea)).toBe(0);
    const table = await league.admin.gql(
      'query ($id: ID!) { node(id: $id) { ... on Season { table(mode: 1) { entries { mmr player { id } } } } } }',
      { id: league.season },
    );
    const mmr = new Map(table.data.node.table.entries.map((e: Loose) => [e.player.id, e.mmr]));
    expect(mmr.get(alex)).toBe(90);
    expect(mmr.get(bea)).toBe(0);
  });

  it('gives two winners different figures when only one of them wins the challenge', async () => {
    const match = await record([alex, bea], [carl, dana], 6, 0);
    const by = new Map(match.pointChanges.map((c: Loose) => [c.playerId, c]));
    expect(by.get(alex)).toMatchObject({ change: 40, matchPoints: 40, challengeBonus: 0 }); // won it before
    expect(by.get(bea)).toMatchObject({ change: 90, matchPoints: 40, challengeBonus: 50 });
    for (const loser of [carl, dana])
      expect(by.get(loser)).toMatchObject({ change: 0, matchPoints: -20, clampedAtZero: true });
  });

  it('says nothing for a deleted match: it counts for nothing', async () => {
    const match = await record([carl], [dana], 6, 4);
    const deleted = await league.admin.gql(
      'mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }',
      { input: { matchId: match.id } },
    );
    expect(deleted.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    const res = await league.admin.gql(
      `query ($id: ID!) { node(id: $id) { ... on Match { isDeleted ${CHANGES} } } }`,
      {
        id: match.id,
      },
    );
    expect(res.data.node).toEqual({ isDeleted: true, pointChanges: [] });
  });
});
