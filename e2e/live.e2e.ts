import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import MatchDetailsPageQuery from '../client/src/features/games/__generated__/MatchDetailsPageQuery.graphql.ts';
import { systemActor } from '../server/src/commands/command.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { createPlayer } from '../server/src/commands/player.ts';
import { globalIds } from '../server/src/graphql/globalIds.ts';
import { signedInClient, type TestClient } from '../server/test/support/testApp.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';
import {
  demoPlaces,
  enableLiveScoring,
  fakeSpeechRecognition,
  liveGameAtMunich,
  say,
} from './support/live.ts';
import { persisted, signedInAdmin } from './support/tourney.ts';

// SPEC §4 Live mode and DESIGN §12 on the demo league, Munich with live scoring on: the demo admin
// starts a live game on Add Game (desktop) and scores with the buttons and by voice (the speech
// recogniser stood in for at the browser boundary); Paula joins it from her own browser, scores and
// undoes; a third browser shows the scoreboard; both forms and the scoreboard follow every goal.
// Submitting records the match with its goal timeline, shown on the match details; the others'
// live mode ends. A phone sees the running game and the scoreboard link, but no Live button.

describe('live games', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let admin: TestClient;
  let munichId: string;

  beforeAll(async () => {
    e2e = await startE2E();
    admin = await signedInAdmin(e2e.t, e2e.demoAdmin);
    ({ munichId } = await demoPlaces(admin));
    const { userId } = await signedInClient(e2e.t, 'paula@example.com');
    const { rows } = await e2e.t.database.pool.query(
      `SELECT org_id, location_id FROM organisation_locations WHERE name = 'Munich'`,
    );
    await runCommand(
      e2e.t.app.services.commands,
      createPlayer,
      {
        orgId: rows[0].org_id,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name: 'Paula',
          nickname: 'Pauli',
          locationId: rows[0].location_id,
          department: 'Sales',
          imageUrl: null,
          userId,
          isHost: false,
        },
      },
      systemActor(userId),
    );
  }, flow(10));
  afterAll(() => e2e.close());

  async function open(viewport: 'phone' | 'desktop', email: string, password?: string) {
    const context = await newContext(e2e.browser, viewport, e2e.baseUrl);
    await fakeSpeechRecognition(context);
    const page = await context.newPage();
    await signInInBrowser(page, email, password);
    await page.waitForURL('**/stats/season');
    return page;
  }
  const score = (page: Page, team: 'White' | 'Black') => page.getByLabel(`Team ${team} score`).inputValue();
  const scores = async (page: Page) => `${await score(page, 'White')}:${await score(page, 'Black')}`;
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** Chooses the lineup both tests play with. */
  async function pickLineup(page: Page) {
    const pick = (label: string, name: string) =>
      page.getByLabel(label, { exact: true }).selectOption({ label: name });
    await pick('Team White Defense', 'Admiral');
    await pick('Team White Offense', 'Fuchs');
    await pick('Team Black Defense', 'Tornado');
    await pick('Team Black Offense', 'Bomber');
  }
  const tvScore = (page: Page) => page.getByRole('status', { name: /^Score: / }).getAttribute('aria-label');

  it('follows one live game in two Add Game forms and on the scoreboard, to its match with a timeline', {
    timeout: flow(40),
  }, async () => {
    const a = await open('desktop', e2e.demoAdmin.email, e2e.demoAdmin.password);
    // No Live button until the admin switches live scoring on for the location.
    await a.goto('/games/addStats');
    await button(a, 'Submit').waitFor();
    expect(await button(a, 'Live').count()).toBe(0);
    await a.goto('/admin/organisation');
    const munich = a.getByRole('form', { name: 'Munich' });
    await munich.getByText('Live scoring', { exact: true }).click();
    await munich.getByRole('button', { name: 'Save location' }).click();
    await munich.getByText('Live', { exact: true }).waitFor();

    await a.goto('/games/addStats');
    await pickLineup(a);
    await button(a, 'Live').click();
    const panel = a.getByRole('region', { name: 'Live mode' });
    await panel.getByText('Live at Munich').waitFor();
    expect(await button(a, 'Live').getAttribute('aria-pressed')).toBe('true');
    expect((await liveGameAtMunich(admin))?.scoreWhites).toBe(0);
    // While live the lineup is the game's: nothing changes it here.
    expect(await a.getByLabel('Team White Defense', { exact: true }).isDisabled()).toBe(true);
    expect(await button(a, 'Switch teams').isDisabled()).toBe(true);
    // The recogniser listens in German, continuously, to final results (SPEC §7).
    await expect
      .poll(() => a.evaluate(() => (window as unknown as { __speechOptions?: object }).__speechOptions), POLL)
      .toEqual({ lang: 'de-DE', interimResults: false, continuous: true });
    // No microphone in this browser: listening for bells is off, and the screen says so (SPEC §8).
    await panel.getByText('Bells are off: the microphone is not available.').waitFor();
    await expectAccessible(a, 'add game in live mode');

    await button(a, 'Plus Team White').click();
    await expect.poll(() => scores(a), POLL).toBe('1:0');

    // Paula opens Add Game: the running game is offered, and joining brings its lineups and score.
    const b = await open('desktop', 'paula@example.com');
    await b.goto('/games/addStats');
    const running = b.getByRole('region', { name: 'Running live game' });
    await running.getByText('A live game is running at Munich').waitFor();
    await running.getByText('White 1 : 0 Black').waitFor();
    await running.getByRole('button', { name: 'Join' }).click();
    await b.getByRole('region', { name: 'Live mode' }).waitFor();
    await expect.poll(() => scores(b), POLL).toBe('1:0');
    expect(
      await b.getByLabel('Team White Defense', { exact: true }).locator('option:checked').textContent(),
    ).toBe('Admiral');
    expect(
      await b.getByLabel('Team Black Offense', { exact: true }).locator('option:checked').textContent(),
    ).toBe('Bomber');

    // The scoreboard of the location, in a third browser.
    const tv = await open('desktop', 'paula@example.com');
    // The wall's clock is the test's to move on (how long a result stays up).
    await tv.clock.install();
    await tv.goto(`/tv/live/${encodeURIComponent(munichId)}`);
    await tv.getByRole('heading', { name: 'Live at Munich' }).waitFor();
    await expect.poll(() => tvScore(tv), POLL).toBe('Score: White 1, Black 0');
    await tv.getByText('Tornado').waitFor();
    await expectAccessible(tv, 'scoreboard');

    // A goal called out at the first table, one pressed at the second: everyone follows.
    expect(await say(a, 'Tor für Schwarz')).toBe(true);
    await expect.poll(() => scores(b), POLL).toBe('1:1');
    await expect.poll(() => tvScore(tv), POLL).toBe('Score: White 1, Black 1');
    await a.getByText('heard “tor für schwarz”').waitFor();
    await button(b, 'Plus Team White').click();
    await expect.poll(() => scores(a), POLL).toBe('2:1');
    await expect.poll(() => tvScore(tv), POLL).toBe('Score: White 2, Black 1');
    // A mis-tap: minus takes back the last goal, and only on its own side.
    expect(await button(b, 'Minus Team Black').isDisabled()).toBe(true);
    await button(b, 'Minus Team White').click();
    await expect.poll(() => scores(a), POLL).toBe('1:1');
    await expect.poll(() => tvScore(tv), POLL).toBe('Score: White 1, Black 1');
    // Words without a trigger word score nothing.
    await say(a, 'Schwarz ist am Ball');

    for (let white = 2; white <= 6; white++) {
      await button(a, 'Plus Team White').click();
      await expect.poll(() => scores(a), POLL).toBe(`${white}:1`);
    }
    await expect.poll(() => tvScore(tv), POLL).toBe('Score: White 6, Black 1');
    // At 6 the wall names the winner and what they win, from the stakes it showed (issue 28).
    await tv.getByText('Team White wins!').waitFor();
    await tv.getByText(/^.+: \+\d+ each$/).waitFor();
    await expectAccessible(tv, 'scoreboard with its winner');
    // At 6 the game takes no more goals.
    await expect.poll(() => button(a, 'Plus Team Black').isDisabled(), POLL).toBe(true);
    const game = await liveGameAtMunich(admin);
    expect(game?.goals.map((g) => `${g.side}:${g.source}`)).toEqual([
      'WHITES:BUTTON',
      'BLACKS:VOICE',
      'WHITES:BUTTON',
      'WHITES:BUTTON',
      'WHITES:BUTTON',
      'WHITES:BUTTON',
      'WHITES:BUTTON',
    ]);

    // A phone sees the game and the scoreboard, but has no Live button (SPEC §2).
    const phone = await open('phone', 'paula@example.com');
    await phone.goto('/games/addStats');
    const onPhone = phone.getByRole('region', { name: 'Running live game' });
    await onPhone.getByRole('link', { name: 'Scoreboard' }).waitFor();
    expect(await button(phone, 'Live').count()).toBe(0);
    expect(await onPhone.getByRole('button', { name: 'Join' }).count()).toBe(0);
    await phone.context().close();

    // Submitting records the match and ends the game; the other form and the scoreboard see it end.
    await button(a, 'Submit').click();
    await a.getByText('Match recorded: 6:1', { exact: true }).waitFor();
    await a.waitForURL('**/stats/season');
    await b.getByText('The live game has ended.', { exact: true }).waitFor();
    await expect.poll(() => scores(b), POLL).toBe('0:0');
    expect(await liveGameAtMunich(admin)).toBeNull();
    // The result stays on the wall for a while, then the next state.
    await tv.getByLabel('Final score: White 6, Black 1').waitFor();
    await tv.getByText('Team White wins!').waitFor();
    await tv.clock.fastForward(31_000);
    await tv.getByText('No live game at Munich right now.').waitFor();

    // The match carries the goals: the details show them in order, with how each was scored.
    const { rows } = await e2e.t.database.pool.query(
      'SELECT org_id, match_id, score_winner, score_loser FROM matches ORDER BY position DESC LIMIT 1',
    );
    expect([rows[0].score_winner, rows[0].score_loser]).toEqual([6, 1]);
    const matchId = globalIds.match(rows[0].org_id, rows[0].match_id);
    const { node } = await persisted(admin, MatchDetailsPageQuery, { id: matchId });
    expect(node.goals.map((g: { side: string }) => g.side)).toEqual(game?.goals.map((g) => g.side));
    await a.goto(`/games/history/${encodeURIComponent(matchId)}`);
    const goals = a.getByRole('region', { name: 'Goals' });
    await goals.getByRole('listitem').first().waitFor();
    expect(await goals.getByRole('listitem').count()).toBe(7);
    expect(await goals.getByRole('listitem').nth(1).textContent()).toMatch(/Team Black.*Voice.*1:1/);
    expect(await goals.getByRole('listitem').last().textContent()).toMatch(/Team White.*Button.*6:1/);
    await expectAccessible(a, 'match details with goals');
    for (const page of [a, b, tv]) await page.context().close();
  });

  it('abandons a live game for everyone following it', { timeout: flow(15) }, async () => {
    await enableLiveScoring(admin);
    const a = await open('desktop', e2e.demoAdmin.email, e2e.demoAdmin.password);
    await a.goto('/games/addStats');
    await pickLineup(a);
    await button(a, 'Live').click();
    await a.getByRole('region', { name: 'Live mode' }).waitFor();
    await button(a, 'Plus Team Black').click();
    await expect.poll(() => scores(a), POLL).toBe('0:1');

    const b = await open('desktop', 'paula@example.com');
    await b.goto('/games/addStats');
    await b.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => scores(b), POLL).toBe('0:1');

    // Leaving live mode keeps the game for the others.
    await button(b, 'Live').click();
    expect(await b.getByRole('region', { name: 'Live mode' }).count()).toBe(0);
    expect(await liveGameAtMunich(admin)).not.toBeNull();
    await b.getByRole('button', { name: 'Join' }).click();
    await b.getByRole('region', { name: 'Live mode' }).waitFor();

    await button(a, 'Abandon').click();
    const dialog = a.getByRole('alertdialog');
    await dialog.getByText('The game ends for everyone following it, and no match is recorded.').waitFor();
    await dialog.getByRole('button', { name: 'Abandon' }).click();
    await a.getByText('Live game abandoned.', { exact: true }).waitFor();
    await b.getByText('The live game has ended.', { exact: true }).waitFor();
    expect(await liveGameAtMunich(admin)).toBeNull();
    expect(await button(b, 'Live').getAttribute('aria-pressed')).toBe('false');
    for (const page of [a, b]) await page.context().close();
  });
});
