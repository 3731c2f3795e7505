import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyFeedbackToken } from '../server/src/auth/feedbackToken.ts';
import { systemActor } from '../server/src/commands/command.ts';
import { runLiveGame, startLiveGame } from '../server/src/commands/live.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import type { FakeCamera } from '../server/test/support/fakeCamera.ts';
import { expectAccessible, signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';
import { adminTable, agentClipName, cameraAtAdminTable, startFakeFeedbackTool } from './support/camera.ts';

// Issue 16 in the browser, with a fake camera agent (real JPEG frames, a real H.264 MP4) at the
// demo admin's table: the live view shows its frames and ends the camera's stream when left; the
// replay plays today's latest clip slowly and steps with the arrows, never past the ends; the
// archive lists the day's clips with thumbnails; a goal scored in a live game gets its replay link;
// the feedback form reaches the admin area, and a configured feedback tool gets the handshake at
// its own origin; the soundboard plays.

const today = new Date().toISOString().slice(0, 10);
const CLIPS = ['090000-older-1.mp4', '093000-older-2.mp4', '095959-older-3.mp4'];

describe('camera screens', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let camera: FakeCamera;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2E();
    camera = await cameraAtAdminTable(e2e.t, { [today]: [...CLIPS] });
    page = await (await newContext(e2e.browser, 'phone', e2e.baseUrl)).newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
  }, flow(12));
  afterAll(async () => {
    await e2e.close();
    await camera?.close();
  });

  const video = () => page.locator('video');
  const videoState = () =>
    video().evaluate((v: HTMLVideoElement) => ({
      src: v.currentSrc,
      time: v.currentTime,
      rate: v.playbackRate,
      error: v.error?.message ?? null,
    }));

  it("shows the table's live frames and ends the camera's stream when left", {
    timeout: flow(6),
  }, async () => {
    const streamsBefore = camera.requests.filter((r) => r.path === '/?action=stream').length;
    // Reached from the menu, where a table has a camera (issue 28).
    await page.goto('/stats/season');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Replays' }).waitFor();
    await page.getByRole('menuitem', { name: 'Live view' }).click();
    await page.waitForURL('**/live');
    const picture = page.getByRole('img', { name: /live$/ });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete || img.naturalWidth), POLL)
      .toBeTruthy();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL).toBe(320);
    await expectAccessible(page, 'live');
    const stream = camera.requests.filter((r) => r.path === '/?action=stream')[streamsBefore];
    expect(stream?.closed).toBe(false);
    await page.goto('/stats/season');
    await expect.poll(() => stream?.closed, POLL).toBe(true);
  });

  it('plays the latest clip of today slowly and steps with the arrows, never past the ends', {
    timeout: flow(12),
  }, async () => {
    await page.goto('/replay');
    await video().waitFor();
    await expect.poll(async () => (await videoState()).src, POLL).toContain(CLIPS[2]);
    // It plays (autoplay), at half speed by default.
    await expect.poll(async () => (await videoState()).time, POLL).toBeGreaterThan(0.3);
    const playing = await videoState();
    expect(playing.rate).toBe(0.5);
    expect(playing.error).toBeNull();
    await expectAccessible(page, 'replay');

    const next = page.getByRole('button', { name: 'Next replay' });
    const previous = page.getByRole('button', { name: 'Previous replay' });
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await page.waitForURL((url) => url.searchParams.get('latestVideo')?.endsWith(CLIPS[1]!) ?? false);
    await expect.poll(async () => (await videoState()).src, POLL).toContain(CLIPS[1]);
    await expect.poll(async () => (await videoState()).rate, POLL).toBe(0.5);
    await previous.click();
    await page.waitForURL((url) => url.searchParams.get('latestVideo')?.endsWith(CLIPS[0]!) ?? false);
    await expect.poll(() => previous.isDisabled(), POLL).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await page.getByText(`Replay 1 of 3 · ${today} · 09:00:00`).waitFor();
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('latestVideo')?.endsWith(CLIPS[1]!) ?? false);
    // The speed is the viewer's: the slowest one.
    await page.getByRole('button', { name: '0.1×' }).click();
    await expect.poll(async () => (await videoState()).rate, POLL).toBe(0.1);
  });

  it("lists the day's clips with thumbnails in the archive, each opening its replay", {
    timeout: flow(5),
  }, async () => {
    await page.goto('/archive');
    const clips = page.getByRole('list', { name: `Clips of ${today}` });
    await expect.poll(() => clips.getByRole('listitem').count(), POLL).toBe(3);
    const thumbs = clips.locator('img');
    await expect
      .poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth), POLL)
      .toBe(320);
    await expectAccessible(page, 'archive');
    await page.getByRole('link', { name: 'Replay of 09:30:00' }).click();
    await page.waitForURL((url) => url.searchParams.get('latestVideo')?.endsWith(CLIPS[1]!) ?? false);
    await expect.poll(async () => (await videoState()).time, POLL).toBeGreaterThan(0.1);
  });

  it('links a goal of a live game to its replay once the camera has cut it', {
    timeout: flow(10),
  }, async () => {
    const table = await adminTable(e2e.t);
    const { rows } = await e2e.t.database.pool.query<{ player_id: string }>(
      'SELECT player_id FROM players WHERE org_id = $1 AND location_id = $2 ORDER BY name LIMIT 2',
      [table.org_id, table.location_id],
    );
    const commands = e2e.t.app.services.commands;
    const by = { userId: table.user_id };
    const lineup = {
      locationId: table.location_id,
      mode: 1,
      blacks: { defense: rows[0]!.player_id, offense: null },
      whites: { defense: rows[1]!.player_id, offense: null },
    };
    const started = await runCommand(
      commands,
      startLiveGame,
      { orgId: table.org_id, liveGameId: randomUUID(), now: new Date(), ...lineup },
      systemActor(by.userId),
    );
    if (!('events' in started)) throw new Error(started.message);
    const liveGameId = (started.events.at(-1)!.data as { liveGameId: string }).liveGameId;
    const goal = { type: 'ScoreGoal' as const, liveGameId, side: 'whites', source: 'button' };
    const scoredAt = new Date();
    await runCommand(
      commands,
      runLiveGame,
      { orgId: table.org_id, locationId: table.location_id, command: goal, now: scoredAt },
      systemActor(by.userId),
    );

    await page.goto('/live');
    await page.getByText('Game at this table').waitFor();
    await page.getByText('Replay coming…').waitFor();
    // The camera agent cuts the goal's clip a moment later.
    const clip = agentClipName(table.org_id, liveGameId, 1, scoredAt);
    camera.clips.set(today, [...(camera.clips.get(today) ?? []), clip]);
    await page.getByRole('link', { name: 'Replay goal 1' }).click({ timeout: 40_000 });
    await page.waitForURL((url) => url.searchParams.get('latestVideo')?.endsWith(clip) ?? false);
    await expect.poll(async () => (await videoState()).src, POLL).toContain(clip);
    await expect.poll(async () => (await videoState()).time, POLL).toBeGreaterThan(0.1);
    await runCommand(
      commands,
      runLiveGame,
      {
        orgId: table.org_id,
        locationId: table.location_id,
        command: { type: 'EndLiveGame', liveGameId, reason: 'abandoned', matchId: null },
        now: new Date(),
      },
      systemActor(by.userId),
    );
  });

  it('takes feedback in the app form and shows it in the admin area', { timeout: flow(6) }, async () => {
    await page.goto('/feedback');
    await page.getByLabel('Your feedback').fill('The black goalkeeper rod squeaks.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you for your feedback').waitFor();
    await expectAccessible(page, 'feedback');
    await page.goto('/admin/feedback');
    await page.getByText('The black goalkeeper rod squeaks.').waitFor();
    await expectAccessible(page, 'admin feedback');
  });

  it("signs the viewer in to the organisation's feedback tool: the handshake goes to its origin only", {
    timeout: flow(8),
  }, async () => {
    const tool = await startFakeFeedbackTool();
    try {
      await page.goto('/admin/configuration');
      await page.getByLabel('Feedback tool').fill(tool.url);
      await page.getByRole('button', { name: 'Save tools' }).click();
      await page.getByText('Saved').first().waitFor();
      await page.goto('/feedback');
      await page
        .frameLocator('iframe[title="Feedback"]')
        .getByRole('heading', { name: 'Feedback tool' })
        .waitFor();
      await expect.poll(() => tool.received.length, POLL).toBe(1);
      const [message] = tool.received as { origin: string; data: Record<string, unknown> }[];
      expect(message!.origin).toBe(e2e.baseUrl);
      expect(Object.keys(message!.data).sort()).toEqual(['darkMode', 'displayName', 'role', 'token', 'uid']);
      expect(message!.data).toMatchObject({ displayName: 'Demo Admin', role: 'admin', darkMode: false });
      const claims = verifyFeedbackToken(
        String(message!.data.token),
        e2e.t.app.services.secrets.feedbackToken,
      );
      expect(claims).toMatchObject({ sub: message!.data.uid, aud: tool.origin });
    } finally {
      await page.goto('/admin/configuration');
      await page.getByLabel('Feedback tool').fill('');
      await page.getByRole('button', { name: 'Save tools' }).click();
      await page.getByText('Saved').first().waitFor();
      await tool.close();
    }
  });

  it("plays the app's own sounds on the soundboard", { timeout: flow(3) }, async () => {
    await page.goto('/sounds');
    await page.getByRole('button', { name: /Bounty collected/ }).click();
    await expectAccessible(page, 'sounds');
  });
});
