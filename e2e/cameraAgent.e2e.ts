import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, readOptions, startAgent } from '../camera/src/index.ts';
import { type FakeCamera, startFakeCamera } from '../camera/src/testing/fakeCamera.ts';
import { FFMPEG, waitFor } from '../camera/src/testing/support.ts';
import { systemActor } from '../server/src/commands/command.ts';
import { runLiveGame, startLiveGame } from '../server/src/commands/live.ts';
import { changeOrganisation } from '../server/src/commands/organisation.ts';
import { runCommand } from '../server/src/commands/pipeline.ts';
import { cameraTokenStart, hashCameraToken, newCameraToken } from '../server/src/graphql/cameraSocket.ts';
import { signInInBrowser, startE2E } from './support/app.ts';
import { newContext } from './support/browser.ts';
import { flow, POLL } from './support/budget.ts';
import { adminTable } from './support/camera.ts';

// Issue 16's promise end to end, with the real camera agent (camera/) on a camera made by ffmpeg's
// testsrc2: the agent signs in to the app (production mode) with the location's token and follows
// its live game; a goal scored there becomes a clip; the app's live view shows the agent's stream
// and links the goal to its replay, which plays in the browser.

const SECONDS = 3;

describe('a goal becomes a replay with the real camera agent', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let source: FakeCamera;
  let agent: Agent;
  let clipsDir: string;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2E();
    const table = await adminTable(e2e.t);
    const commands = e2e.t.app.services.commands;
    const by = { userId: table.user_id };
    const token = newCameraToken();
    const issue = {
      type: 'IssueCameraToken' as const,
      locationId: table.location_id,
      tokenHash: hashCameraToken(token),
      start: cameraTokenStart(token),
    };
    const issued = await runCommand(
      commands,
      changeOrganisation,
      { orgId: table.org_id, command: issue },
      systemActor(by.userId),
    );
    if (!('events' in issued)) throw new Error(issued.message);

    clipsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-e2e-clips-'));
    source = await startFakeCamera({ ffmpeg: FFMPEG });
    const argv = `--source ${source.url} --clips ${clipsDir} --seconds ${SECONDS} --buffer 10`;
    const options = readOptions(`${argv} --app ${e2e.baseUrl} --location ${table.location_id}`.split(' '), {
      CAMERA_TOKEN: token,
      FFMPEG_PATH: FFMPEG,
    });
    agent = await startAgent({ ...options, host: '127.0.0.1', port: 0 }, () => {});
    const location = {
      locationId: table.location_id,
      name: table.name,
      lat: table.lat,
      long: table.long,
      cameraHost: agent.url,
    };
    const equipped = await runCommand(
      commands,
      changeOrganisation,
      { orgId: table.org_id, command: { type: 'ChangeLocation', location } },
      systemActor(by.userId),
    );
    if (!('events' in equipped)) throw new Error(equipped.message);
    // Enough video for a clip, and the agent's subscription to the app in place.
    await waitFor(
      'the agent to record and follow the app',
      async () => {
        const health = (await (await fetch(`${agent.url}/healthz`)).json()) as {
          ok: boolean;
          bufferedSeconds: number;
          app: { connected: boolean } | null;
        };
        return health.ok && health.bufferedSeconds >= SECONDS + 1 && health.app?.connected;
      },
      60_000,
    );
    page = await (await newContext(e2e.browser, 'desktop', e2e.baseUrl)).newPage();
    await signInInBrowser(page, e2e.demoAdmin.email, e2e.demoAdmin.password);
    await page.waitForURL('**/stats/season');
  }, flow(30));
  afterAll(async () => {
    await e2e?.close();
    await agent?.stop();
    await source?.stop();
    if (clipsDir) fs.rmSync(clipsDir, { recursive: true, force: true });
  });

  it('shows the stream, cuts the goal, links it and plays the replay', { timeout: flow(25) }, async () => {
    await page.goto('/live');
    const picture = page.getByRole('img', { name: /live$/ });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL).toBe(320);

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
    const goal = { type: 'ScoreGoal' as const, liveGameId, side: 'blacks', source: 'button' };
    await runCommand(
      commands,
      runLiveGame,
      { orgId: table.org_id, locationId: table.location_id, command: goal, now: new Date() },
      systemActor(by.userId),
    );

    // The agent heard the goal over its subscription and cut it; the live view polls for it.
    await page.getByText('Game at this table').waitFor();
    const replay = page.getByRole('link', { name: 'Replay goal 1' });
    await replay.waitFor({ timeout: 60_000 });
    await replay.click();
    await page.waitForURL('**/replay?latestVideo=*');
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), POLL)
      .toBeGreaterThan(0.2);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      rate: v.playbackRate,
      duration: v.duration,
      error: v.error,
    }));
    expect(state).toMatchObject({ rate: 0.5, error: null });
    expect(Math.abs(state.duration - SECONDS)).toBeLessThanOrEqual(1.5);
  });
});
