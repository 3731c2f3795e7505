import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AppGoals } from './appGoals.ts';
import { ClipError, ClipStore } from './clipStore.ts';
import { Cutter } from './cutter.ts';
import type { GoalReport } from './goals.ts';
import { LiveStream } from './httpLive.ts';
import type { AgentOptions } from './options.ts';
import { Children } from './processes.ts';
import { Recorder } from './recorder.ts';
import { pruneClips } from './retention.ts';
import { createServer } from './server.ts';

export interface Agent {
  /** `http://127.0.0.1:<port>` (the address the agent answers on, for this machine). */
  url: string;
  port: number;
  /** The ring buffer's folder (removed on stop). */
  segmentDir: string;
  recorder: Recorder;
  clips: ClipStore;
  /** Process ids of the ffmpeg/ffprobe children running now. */
  childPids(): number[];
  stop(): Promise<void>;
}

/**
 * The camera agent: the recorder (ffmpeg), the clip store, the HTTP server and, with an app URL,
 * the live-game subscription. Its ring buffer lives in a fresh temporary folder that is removed on
 * stop; the clips stay in `clipsDir`.
 */
export async function startAgent(
  options: AgentOptions,
  log: (line: string) => void = (line) => console.log(`[camera] ${line}`),
): Promise<Agent> {
  const segmentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-camera-'));
  // Clips join segments with ffmpeg's concat protocol, whose list is split at '|'.
  if (segmentDir.includes('|')) throw new Error(`The temporary folder may not contain '|': ${segmentDir}`);
  const clipsDir = path.resolve(options.clipsDir);
  fs.mkdirSync(clipsDir, { recursive: true });
  const children = new Children();
  const killOnExit = () => children.killAllNow();
  process.on('exit', killOnExit);

  const recorder = new Recorder(options, children, segmentDir, log);
  // Cuts are written in a hidden folder beside the day folders (same disk: renamed into place).
  const cutter = new Cutter({ ffmpeg: options.ffmpeg, children, workDir: path.join(clipsDir, '.cuts'), log });
  const clips = new ClipStore({ clipsDir, segmentDir, seconds: options.seconds, cutter, recorder, log });
  const record = (goal: GoalReport) =>
    clips.record(goal).then(
      ({ created, entry }) => created && log(`goal ${goal.goal} of ${goal.liveGameId}: ${entry.path}`),
      (e: Error) =>
        log(`goal ${goal.goal} of ${goal.liveGameId} has no clip: ${e instanceof ClipError ? e.message : e}`),
    );
  const appGoals =
    options.app && options.locationId && options.token
      ? new AppGoals({
          app: options.app,
          locationId: options.locationId,
          token: options.token,
          onGoal: record,
          log,
        })
      : null;

  const server = createServer({
    clipsDir,
    token: options.token,
    live: new LiveStream(recorder),
    clips,
    health: () => ({
      ok: recorder.state() === 'recording',
      recorder: recorder.state(),
      lastFrameAgeMs: recorder.latestFrameAt ? Date.now() - recorder.latestFrameAt : null,
      bufferedSeconds: recorder.buffer.bufferedSeconds(),
      restarts: recorder.restarts,
      lastError: recorder.lastError,
      app: appGoals ? appGoals.status : null,
    }),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  recorder.start();
  cutter.prepare();
  appGoals?.start();
  const prune = () =>
    pruneClips(clipsDir, new Date(), options.keepDays).then(
      (days) => days.length > 0 && log(`deleted the clips of ${days.join(', ')}`),
      (e: Error) => log(`could not delete old clips: ${e.message}`),
    );
  void prune();
  const pruning = setInterval(prune, 3_600_000);
  pruning.unref();
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    segmentDir,
    recorder,
    clips,
    childPids: () => children.pids(),
    async stop() {
      clearInterval(pruning);
      const closed = new Promise((resolve) => server.close(resolve));
      // Live viewers never end their request by themselves.
      server.closeAllConnections();
      await Promise.all([appGoals?.stop(), recorder.stop(), closed]);
      process.off('exit', killOnExit);
      fs.rmSync(segmentDir, { recursive: true, force: true });
    },
  };
}
