import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { systemActor } from '../../server/src/commands/command.ts';
import { runLiveGame, startLiveGame } from '../../server/src/commands/live.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import type { FakeCamera } from '../../server/test/support/fakeCamera.ts';
import { startE2E } from '../support/app.ts';
import { flow } from '../support/budget.ts';
import { adminTable, agentClipName, cameraAtAdminTable } from '../support/camera.ts';
import { shoot } from './shoot.ts';

// The camera screens of the demo league with a fake camera agent at the demo admin's table (real
// frames and clips from ffmpeg's testsrc2), a live game with two goals (one already cut), and the
// app's own soundboard and feedback form.
describe('camera screenshots', () => {
  let e2e: Awaited<ReturnType<typeof startE2E>>;
  let camera: FakeCamera;
  beforeAll(async () => {
    e2e = await startE2E();
    const today = new Date().toISOString().slice(0, 10);
    camera = await cameraAtAdminTable(e2e.t, { [today]: ['081502-warmup-1.mp4', '083010-warmup-2.mp4'] });
    const table = await adminTable(e2e.t);
    const { rows } = await e2e.t.database.pool.query<{ player_id: string }>(
      'SELECT player_id FROM players WHERE org_id = $1 AND location_id = $2 ORDER BY name LIMIT 2',
      [table.org_id, table.location_id],
    );
    const commands = e2e.t.app.services.commands;
    const by = { userId: table.user_id };
    const started = await runCommand(
      commands,
      startLiveGame,
      {
        orgId: table.org_id,
        liveGameId: randomUUID(),
        now: new Date(),
        ...{
          locationId: table.location_id,
          mode: 1,
          blacks: { defense: rows[0]!.player_id, offense: null },
          whites: { defense: rows[1]!.player_id, offense: null },
        },
      },
      systemActor(by.userId),
    );
    if (!('events' in started)) throw new Error(started.message);
    const liveGameId = (started.events.at(-1)!.data as { liveGameId: string }).liveGameId;
    const first = new Date(Date.now() - 60_000);
    for (const [side, at] of [
      ['whites', first],
      ['blacks', new Date()],
    ] as const)
      await runCommand(
        commands,
        runLiveGame,
        {
          orgId: table.org_id,
          locationId: table.location_id,
          command: { type: 'ScoreGoal', liveGameId, side, source: 'button' },
          now: at,
        },
        systemActor(by.userId),
      );
    const clip = agentClipName(table.org_id, liveGameId, 1, first);
    camera.clips.set(today, [...(camera.clips.get(today) ?? []), clip]);
  }, flow(12));
  afterAll(async () => {
    await e2e.close();
    await camera?.close();
  });

  it('shoots live view, replay, sounds, archive and feedback', { timeout: flow(80) }, async () => {
    await shoot(e2e.browser, e2e.baseUrl, 'camera', e2e.demoAdmin, [
      {
        name: 'live',
        path: '/live',
        streaming: true,
        ready: async (p) => {
          await p.getByRole('link', { name: 'Replay goal 1' }).waitFor();
          await p.waitForFunction(
            () => (document.querySelector('img[alt$="live"]') as HTMLImageElement | null)?.naturalWidth,
          );
        },
      },
      {
        name: 'replay',
        path: '/replay',
        ready: (p) =>
          p.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement | null)?.currentTime),
      },
      {
        name: 'archive',
        path: '/archive',
        ready: (p) => p.getByRole('link', { name: 'Replay of 08:15:02' }).waitFor(),
      },
      {
        name: 'sounds',
        path: '/sounds',
        ready: (p) => p.getByRole('button', { name: /New bounty/ }).waitFor(),
      },
      { name: 'feedback', path: '/feedback', ready: (p) => p.getByLabel('Your feedback').waitFor() },
      {
        name: 'admin-location',
        path: '/admin/organisation',
        ready: (p) => p.getByText('Camera agent token').waitFor(),
      },
      {
        name: 'admin-tools',
        path: '/admin/configuration',
        ready: (p) => p.getByRole('heading', { name: 'Embedded tools' }).waitFor(),
      },
    ]);
  });
});
