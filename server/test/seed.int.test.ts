import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../scripts/demoData.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('pnpm seed:demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('fills an empty installation with a demo league whose admin can sign in', async () => {
    const seeded = await seedDemo(t.app.services, { password: 'demo-password-1' });
    const admin = t.client();
    expect((await admin.signIn(DEMO_ADMIN_EMAIL, 'demo-password-1')).status).toBe(200);
    const { data } = await admin.gql(`{
      viewer {
        isAdmin roles emailVerified
        player { nickname isClaimed }
        organisation {
          name timeZone departments
          locations { name lat long }
          currentSeason { number startsOn endsOn }
          seasons { edges { node { number } } }
        }
      }
    }`);
    const org = data.viewer.organisation;
    expect(data.viewer).toMatchObject({
      isAdmin: true,
      emailVerified: true,
      player: { nickname: 'Admiral', isClaimed: true },
    });
    expect(data.viewer.roles).toEqual(['admin', 'player']);
    expect(org.name).toBe(seeded.organisation);
    expect(org.locations).toHaveLength(2);
    expect(org.departments).toHaveLength(4);
    expect(org.seasons.edges.map((e: { node: { number: number } }) => e.node.number)).toEqual([2, 1]);
    expect(org.currentSeason.number).toBe(2);
    const now = Date.now();
    expect(Date.parse(org.currentSeason.startsOn)).toBeLessThan(now);
    expect(Date.parse(org.currentSeason.endsOn)).toBeGreaterThan(now);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n, count(user_id)::int AS claimed FROM players',
    );
    expect(rows[0]).toEqual({ n: 16, claimed: 1 });

    // Four tourneys for the list's tabs and the bracket (issue 14).
    const tourneys = await t.database.pool.query(
      'SELECT mode, status, cardinality(participants)::int AS n, cardinality(first_place)::int AS champions FROM tourneys ORDER BY created_at',
    );
    expect(tourneys.rows).toEqual([
      { mode: 1, status: 'completed', n: 8, champions: 1 },
      { mode: 1, status: 'running', n: 13, champions: 0 },
      { mode: 1, status: 'open', n: 5, champions: 0 },
      { mode: 2, status: 'completed', n: 12, champions: 2 },
    ]);

    // A season played: both modes over weeks, some 6:0 and six-in-a-row matches, bounties paid.
    const played = await t.database.pool.query(`
      SELECT count(*)::int AS matches,
        count(*) FILTER (WHERE mode = 'oneOnOne')::int AS singles,
        count(*) FILTER (WHERE mode = 'twoOnTwo')::int AS doubles,
        count(*) FILTER (WHERE gekrabbelt)::int AS gekrabbelt,
        count(*) FILTER (WHERE six_in_a_row)::int AS six,
        count(*) FILTER (WHERE (bounty->>'isPaid')::boolean)::int AS bounties_paid,
        count(DISTINCT date_trunc('day', played_on))::int AS days,
        bool_and(extract(isodow FROM played_on) < 6) AS weekdays
      FROM matches WHERE season = 2`);
    const m = played.rows[0];
    expect(m.matches).toBeGreaterThanOrEqual(200);
    expect(m.singles).toBeGreaterThan(50);
    expect(m.doubles).toBeGreaterThan(50);
    expect(m.gekrabbelt).toBeGreaterThan(0);
    expect(m.six).toBeGreaterThan(0);
    expect(m.bounties_paid).toBeGreaterThan(0);
    expect(m.days).toBeGreaterThan(10);
    expect(m.weekdays).toBe(true);
    const past = await t.database.pool.query('SELECT count(*)::int AS n FROM matches WHERE season = 1');
    expect(past.rows[0].n).toBeGreaterThan(50);

    // Issue 13: every award and every chart of the current season has something to show.
    const stats = await admin.gql(`{ viewer { organisation { currentSeason {
      awards { award players { id } }
      summary { matches perHour goals { goals } krabbelRate sixInARowRate topPartners { together } rivalries { against } topTen(mode: 2) { points { mmr } } }
      departmentRanking(mode: 1) { name averageRating } } } } }`);
    const current = stats.data.viewer.organisation.currentSeason;
    expect(current.awards.map((a: { award: string }) => a.award)).toHaveLength(12);
    expect(current.summary.perHour.filter((n: number) => n > 0).length).toBeGreaterThan(5);
    expect(current.summary.goals.length).toBeGreaterThan(3);
    expect(current.summary.krabbelRate).toBeGreaterThan(0);
    expect(current.summary.sixInARowRate).toBeGreaterThan(0);
    expect(current.summary.topPartners).toHaveLength(5);
    expect(current.summary.rivalries).toHaveLength(5);
    expect(current.summary.topTen).toHaveLength(10);
    expect(current.departmentRanking).toHaveLength(4);
  });

  it('refuses to seed an installation that is already in use', async () => {
    await expect(seedDemo(t.app.services, { password: 'another-password' })).rejects.toThrow(
      'only fills an empty installation',
    );
  });
});
