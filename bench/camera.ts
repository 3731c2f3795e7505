import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startFakeCamera } from '../camera/src/testing/fakeCamera.ts';
import { FFMPEG, probe, processesMentioning } from '../camera/src/testing/support.ts';
import { freePort } from '../server/test/support/freePort.ts';
import { withCleanup } from './lib/cleanup.ts';
import { percentile } from './lib/measure.ts';

/**
 * Issue 16: the camera agent (`pnpm camera`, run as its own process) recording a 1280×720, 30 fps
 * MJPEG camera (ffmpeg's testsrc2 served over HTTP by this process).
 *
 * 1. Buffering: CPU of the agent's Node process and its ffmpeg children as a fraction of one core,
 *    from /proc/<pid>/stat, over a window once its 30 s ring buffer is full; next to it, in the same
 *    window, the baseline: one ffmpeg that only decodes the same source (`-f null`). Target ≤ 0.3.
 * 2. Goals: the time from `POST /goals` to the clip's MP4 appearing under its name (it is renamed
 *    into place only when complete, so that is when it plays), as a fraction of the clip's length,
 *    and to the answer (thumbnail and index written too). Target ≤ 0.25. Next to it the baseline
 *    of a bare ffmpeg start-up (`ffmpeg -version`) on the same machine at the same moment, and the
 *    CPU time each goal costs, which a busy machine does not inflate the way it does wall time.
 *
 *   pnpm bench camera
 *   BENCH_CAMERA_WINDOW=30 BENCH_CAMERA_GOALS=10 pnpm bench camera
 *   nice -n -10 npx pnpm bench camera    (as root, on a shared machine: the agent first, as on a
 *                                         machine of its own; the CPU figures do not change)
 */
const root = path.join(import.meta.dirname, '..');
const WINDOW_S = Number(process.env.BENCH_CAMERA_WINDOW ?? 20);
const GOALS = Number(process.env.BENCH_CAMERA_GOALS ?? 6);
const CLIP_S = 8;
const TOKEN = 'bench-camera-token';
const TICK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds of the children a process has reaped (on Linux: cutime + cstime). */
function reapedCpuSeconds(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[13]) + Number(f[14])) / TICK;
}

/** CPU seconds of a process and, with `tree`, of its children (living and reaped). */
function cpuSeconds(pid: number, tree: boolean): number {
  const fields = (p: number) => {
    try {
      return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
    } catch {
      return null;
    }
  };
  const own = fields(pid);
  if (!own) return 0;
  // After "comm)": state is [0], so utime, stime, cutime, cstime are [11]..[14].
  let ticks = Number(own[11]) + Number(own[12]);
  if (tree) {
    ticks += Number(own[13]) + Number(own[14]);
    for (const child of childrenOf(pid)) ticks += cpuSeconds(child, true) * TICK;
  }
  return ticks / TICK;
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) out.push(...text.split(' ').map(Number));
    } catch {
      // the thread ended
    }
  }
  return out;
}

/** A POST on a connection of its own: a kept-alive one may be closed by the agent meanwhile. */
function postGoal(url: string, body: unknown): Promise<{ status: number; body: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8').on('data', (d: string) => {
          answer += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function json<T>(url: string): Promise<T> {
  return (await fetch(url)).json() as Promise<T>;
}

function loadLine() {
  // As `uptime` says it, without a child process (the fake camera shares this event loop).
  return `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
}

await withCleanup(async (defer) => {
  const cpus = os.cpus();
  const ffmpegVersion = spawnSync(FFMPEG, ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  console.log(
    `Machine: ${cpus[0]?.model.trim()} x ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, ${os.type()} ${os.release()}`,
  );
  console.log(`Node ${process.version}; ${ffmpegVersion}`);
  console.log(`Date: ${new Date().toISOString()}`);
  console.log(`Load before: ${loadLine()}\n`);

  const camera = await startFakeCamera({ ffmpeg: FFMPEG, size: '1280x720', fps: 30, quality: 5 });
  defer('fake camera', () => camera.stop());
  const clipsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-bench-camera-'));
  defer('clips folder', () => fs.rmSync(clipsDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const agent: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'camera/src/main.ts',
      '--source',
      camera.url,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--clips',
      clipsDir,
    ],
    {
      cwd: root,
      env: { ...process.env, CAMERA_TOKEN: TOKEN, FFMPEG_PATH: FFMPEG },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  defer('agent', async () => {
    if (agent.exitCode !== null) return;
    const exited = new Promise((resolve) => agent.once('exit', resolve));
    agent.kill('SIGTERM');
    await exited;
    const left = processesMentioning(camera.url);
    if (left.length > 0) console.error(`ffmpeg left behind by the agent: ${left.join(', ')}`);
  });

  // Steady state: the buffer full, old segments being deleted.
  const fillStarted = performance.now();
  for (;;) {
    const h = await json<{ bufferedSeconds: number }>(`${base}/healthz`).catch(() => ({
      bufferedSeconds: 0,
    }));
    if (h.bufferedSeconds >= 29) break;
    if (performance.now() - fillStarted > 120_000)
      throw new Error('The agent did not fill its buffer in 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`Buffer full after ${((performance.now() - fillStarted) / 1000).toFixed(1)} s\n`);

  // 1. Buffering CPU, with the decode-only baseline in the same window.
  const baseline = spawn(
    FFMPEG,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-use_wallclock_as_timestamps',
      '1',
      '-i',
      camera.url,
      '-f',
      'null',
      '-',
    ],
    { stdio: 'ignore' },
  );
  defer('baseline ffmpeg', () => baseline.kill('SIGKILL'));
  await new Promise((r) => setTimeout(r, 3000));
  const agentPid = agent.pid!;
  const start = {
    t: performance.now(),
    node: cpuSeconds(agentPid, false),
    tree: cpuSeconds(agentPid, true),
    base: cpuSeconds(baseline.pid!, true),
    frames: camera.frames(),
  };
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const s = (performance.now() - start.t) / 1000;
  const node = (cpuSeconds(agentPid, false) - start.node) / s;
  const tree = (cpuSeconds(agentPid, true) - start.tree) / s;
  const base_ = (cpuSeconds(baseline.pid!, true) - start.base) / s;
  const fps = (camera.frames() - start.frames) / s;
  baseline.kill('SIGKILL');
  const loadDuring = loadLine();

  console.log(
    `Buffering, ${s.toFixed(1)} s window, source delivered ${fps.toFixed(1)} frames/s (1280×720 MJPEG):`,
  );
  console.table([
    { process: 'baseline: ffmpeg decoding the source only', cores: base_.toFixed(3) },
    {
      process: 'agent: ffmpeg recorder (decode, x264, segments, live copy)',
      cores: (tree - node).toFixed(3),
    },
    { process: 'agent: Node (frames, buffer bookkeeping)', cores: node.toFixed(3) },
    { process: 'agent: total', cores: tree.toFixed(3), target: '≤ 0.300' },
  ]);
  console.log(`Load during: ${loadDuring}\n`);

  // 2. Goals: the clip's MP4 under its name, and the answer.
  const ffmpegStart: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await new Promise((resolve) =>
      spawn(FFMPEG, ['-hide_banner', '-version'], { stdio: 'ignore' }).once('close', resolve),
    );
    ffmpegStart.push(performance.now() - t);
  }
  const ready: number[] = [];
  const answered: number[] = [];
  const lengths: number[] = [];
  const goalsStart = {
    t: performance.now(),
    node: cpuSeconds(agentPid, false),
    reaped: reapedCpuSeconds(agentPid),
  };
  for (let goal = 1; goal <= GOALS; goal++) {
    const id = `bench-game-${goal}`;
    const day = new Date().toISOString().slice(0, 10);
    const dayDir = path.join(clipsDir, day);
    fs.mkdirSync(dayDir, { recursive: true });
    const suffix = `-${id}-${goal}.mp4`;
    const t0 = performance.now();
    const appeared = new Promise<number>((resolve) => {
      const watcher = fs.watch(dayDir, (_, name) => {
        if (name?.endsWith(suffix) && !name.startsWith('.')) {
          watcher.close();
          resolve(performance.now() - t0);
        }
      });
    });
    const res = await postGoal(`${base}/goals`, { liveGameId: id, goal, side: 'BLACKS' });
    answered.push(performance.now() - t0);
    if (res.status !== 201) throw new Error(`POST /goals answered ${res.status}: ${res.body}`);
    const clip = JSON.parse(res.body) as { path: string };
    ready.push(await appeared);
    const video = await probe(path.join(clipsDir, clip.path));
    if (video.codec !== 'h264') throw new Error(`The clip is ${video.codec}, not H.264`);
    lengths.push(video.seconds);
    // Goals a few seconds apart, as in a game.
    await new Promise((r) => setTimeout(r, 3000));
  }
  // CPU per goal: the cut ffmpegs that ended in this phase, each from its start ahead of its goal
  // (one was waiting when the phase began, one is waiting now). The recorder runs on, so the
  // agent's reaped children are exactly these.
  const cutCpu = (reapedCpuSeconds(agentPid) - goalsStart.reaped) / GOALS;
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const row = (label: string, ms: number[]) => ({
    measure: label,
    'p50 ms': percentile(sorted(ms), 0.5).toFixed(0),
    'max ms': Math.max(...ms).toFixed(0),
    'p50 / clip length': (percentile(sorted(ms), 0.5) / 1000 / CLIP_S).toFixed(3),
    'max / clip length': (Math.max(...ms) / 1000 / CLIP_S).toFixed(3),
  });
  console.log(
    `Goals: ${GOALS}, clips of ${CLIP_S} s (ffprobe: ${lengths.map((l) => l.toFixed(2)).join(', ')} s)`,
  );
  console.table([
    row('goal → MP4 under its name (playable)', ready),
    row('goal → answer (thumbnail and index too)', answered),
    row('baseline: ffmpeg start-up alone (-version)', ffmpegStart),
  ]);
  console.log(`CPU per goal: the cut's ffmpeg, its start-up included: ${cutCpu.toFixed(3)} s`);
  console.log(`Each goal to playable, ms: ${ready.map((ms) => ms.toFixed(0)).join(', ')}`);
  const health = await json<{ restarts: number }>(`${base}/healthz`);
  console.log(`Recorder restarts during the run: ${health.restarts}`);
  console.log(`Target: playable within 0.25 × the clip's length (${(0.25 * CLIP_S).toFixed(1)} s)`);
  console.log(`Load after: ${loadLine()}`);
});
