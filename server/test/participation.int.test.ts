import { playedWith } from '@kicker/projections';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitOrgKey } from '../src/graphql/globalIds.ts';
import { type League, setUpLeague } from './support/league.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

// DESIGN §5: one participation row per player per live match, so a player's matches, partners and
// opponents are index lookups. The rows follow recording, deletion and restoring.

const RECORD = `mutation ($input: RecordMatchInput!) { recordMatch(input: $input) {
  ... on RecordMatchPayload { match { id } } ... on Error { message } } }`;

describe('match participation', () => {
  let t: TestApp;
  let league: League;
  let orgId: string;
  const raw = (globalId: string) => splitOrgKey(decodeGlobalID(globalId).id).id;
  const rows = async () =>
    (
      await t.database.pool.query(
        `SELECT match_id, player_id, team, position, won, mode FROM match_participation
         WHERE org_id = $1 ORDER BY log_position, won DESC, position`,
        [orgId],
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    orgId = splitOrgKey(decodeGlobalID(league.org).id).orgId;
  });
  afterAll(() => t.close());

  it('has one row per player of each live match, with side, position and result', async () => {
    const [alex, bea, carl, dana] = league.players.map(raw);
    const first = raw(league.match);
    expect(await rows()).toEqual([
      { match_id: first, player_id: alex, team: 'whites', position: 'defense', won: true, mode: 'twoOnTwo' },
      { match_id: first, player_id: bea, team: 'whites', position: 'offense', won: true, mode: 'twoOnTwo' },
      { match_id: first, player_id: carl, team: 'blacks', position: 'defense', won: false, mode: 'twoOnTwo' },
      { match_id: first, player_id: dana, team: 'blacks', position: 'offense', won: false, mode: 'twoOnTwo' },
    ]);
  });

  it('finds partners and opponents, and follows a deletion and a restore', async () => {
    const [alex, bea, carl, dana] = league.players;
    const res = await league.admin.gql(RECORD, {
      input: {
        mode: 2,
        whites: { defense: alex, offense: carl },
        blacks: { defense: bea, offense: dana },
        scoreWhites: 3,
        scoreBlacks: 6,
        sixInARow: false,
      },
    });
    const second = res.data.recordMatch.match.id;
    const where = { orgId, season: 1, mode: 'twoOnTwo' as const, playerId: raw(alex!) };
    // Most matches first, then by id.
    const ordered = (list: { playerId: string; matches: number; wins: number }[]) =>
      [...list].sort((a, b) => b.matches - a.matches || a.playerId.localeCompare(b.playerId));
    expect(await playedWith(t.database.db, where, 'partners')).toEqual(
      ordered([
        { playerId: raw(bea!), matches: 1, wins: 1 },
        { playerId: raw(carl!), matches: 1, wins: 0 },
      ]),
    );
    expect(await playedWith(t.database.db, where, 'opponents')).toEqual(
      ordered([
        { playerId: raw(dana!), matches: 2, wins: 1 },
        { playerId: raw(bea!), matches: 1, wins: 0 },
        { playerId: raw(carl!), matches: 1, wins: 1 },
      ]),
    );

    const before = await rows();
    const del = await league.admin.gql(
      'mutation ($input: DeleteMatchInput!) { deleteMatch(input: $input) { __typename } }',
      { input: { matchId: second } },
    );
    expect(del.data.deleteMatch.__typename).toBe('DeleteMatchPayload');
    expect((await rows()).map((r) => r.match_id)).not.toContain(raw(second));
    const back = await league.admin.gql(
      'mutation ($input: RestoreMatchInput!) { restoreMatch(input: $input) { __typename } }',
      { input: { matchId: second } },
    );
    expect(back.data.restoreMatch.__typename).toBe('RestoreMatchPayload');
    expect(await rows()).toEqual(before);
  });

  it('reads a player partners through the participation index, not a scan', async () => {
    const { rows: plan } = await t.database.pool.query(
      `EXPLAIN SELECT match_id FROM match_participation WHERE org_id = 'o' AND player_id = 'p' AND season = 1 AND mode = 'twoOnTwo'`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index|Bitmap/);
  });
});
