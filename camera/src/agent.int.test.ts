import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, startAgent } from './agent.ts';
import { AppGoals } from './appGoals.ts';
import { looksLikeJpeg } from './multipart.ts';
import { readOptions } from './options.ts';
import { startFakeApp } from './testing/fakeApp.ts';
import { type FakeCamera, startFakeCamera } from './testing/fakeCamera.ts';
import {
  FFMPEG,
  filesUnder,
  probe,
  processesMentioning,
  rawGet,
  readFrames,
  sendGoal,
  waitFor,
} from './testing/support.ts';

// The agent against a fake camera (ffmpeg's testsrc2 as MJPEG over HTTP, 320×240 at 15 fps to keep
// the run short) and a fake app (graphql-ws with the camera-token handshake): live view, frames,
// goal clips from POST /goals and from the subscription, listings, ranges, refusals, clean stop.

const TOKEN = 'camera-test-token';
const LOCATION = 'loc-1';
const SECONDS = 3;

let camera: FakeCamera;
let app: Awaited<ReturnType<typeof startFakeApp>>;
let agent: Agent;
let clipsDir: string;

const today = () => new Date().toISOString().slice(0, 10);
const postGoal = (body: unknown, token: string | null = TOKEN) => sendGoal(agent.url, body, token);

beforeAll(async () => {
  clipsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-camera-clips-'));
  camera = await startFakeCamera({ ffmpeg: FFMPEG });
  app = await startFakeApp({ token: TOKEN, locationId: LOCATION });
  const argv = `--source ${camera.url} --clips ${clipsDir} --seconds ${SECONDS} --buffer 10`;
  const options = readOptions(`${argv} --app ${app.url} --location ${LOCATION}`.split(' '), {
    CAMERA_TOKEN: TOKEN,
    FFMPEG_PATH: FFMPEG,
  });
  agent = await startAgent({ ...options, host: '127.0.0.1', port: 0 }, () => {});
  // Enough video for a clip, and the subscription in place.
  await waitFor('the buffer to fill', async () => {
    const h = (await (await fetch(`${agent.url}/healthz`)).json()) as {
      bufferedSeconds: number;
      ok: boolean;
    };
    return h.ok && h.bufferedSeconds >= SECONDS + 1;
  });
  await waitFor('the app subscription', async () => app.subscribers() === 1);
}, 60_000);

afterAll(async () => {
  await agent?.stop();
  await app?.stop();
  await camera?.stop();
  fs.rmSync(clipsDir, { recursive: true, force: true });
});

describe('live view', () => {
  it.each(['/?action=stream', '/stream'])('%s proxies the camera as multipart JPEG frames', async (p) => {
    const { contentType, frames } = await readFrames(`${agent.url}${p}`, 3);
    expect(contentType).toMatch(/^multipart\/x-mixed-replace; ?boundary=/);
    expect(frames).toHaveLength(3);
    for (const f of frames) expect(looksLikeJpeg(f)).toBe(true);
  });

  it('/picture/1/frame is the newest frame as one JPEG', async () => {
    const res = await fetch(`${agent.url}/picture/1/frame`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await res.arrayBuffer());
    expect(looksLikeJpeg(body)).toBe(true);
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('/healthz says it is recording', async () => {
    const res = await fetch(`${agent.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      recorder: 'recording',
      restarts: 0,
      app: { connected: true },
    });
  });
});

describe('a goal over HTTP', () => {
  const goal = {
    liveGameId: 'TGl2ZUdhbWU6b3JnMTpnYW1lMQ==',
    goal: 1,
    side: 'BLACKS',
    at: new Date().toISOString(),
  };
  let clip: { path: string; thumb: string; seconds: number };

  beforeAll(async () => {
    goal.at = new Date().toISOString();
    const res = await postGoal(goal);
    expect(res.status).toBe(201);
    clip = (await res.json()) as typeof clip;
  });

  it('becomes an H.264 MP4 of the requested length, and a thumbnail, in today’s folder', async () => {
    expect(clip).toMatchObject({ liveGameId: goal.liveGameId, goal: 1, side: 'BLACKS', at: goal.at });
    expect(clip.path).toMatch(new RegExp(`^/${today()}/\\d{6}-TGl2ZUdhbWU6b3JnMTpnYW1lMQ-1\\.mp4$`));
    expect(clip.thumb).toBe(clip.path.replace('.mp4', '.thumb.jpg'));
    const video = await probe(path.join(clipsDir, clip.path));
    expect(video.codec).toBe('h264');
    expect(Math.abs(video.seconds - SECONDS)).toBeLessThanOrEqual(1);
    expect(looksLikeJpeg(fs.readFileSync(path.join(clipsDir, clip.thumb)))).toBe(true);
  });

  it('is cut once when reported again, and is in the game’s index', async () => {
    const again = await postGoal(goal);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { path: string }).path).toBe(clip.path);
    const index = await (
      await fetch(`${agent.url}/goals?liveGameId=${encodeURIComponent(goal.liveGameId)}`)
    ).json();
    const { liveGameId, ...reported } = goal;
    expect(index).toEqual({
      liveGameId,
      goals: [{ ...reported, path: clip.path, thumb: clip.thumb, seconds: clip.seconds }],
    });
  });

  it('is listed in the day’s nginx autoindex JSON, with its thumbnail', async () => {
    const res = await fetch(`${agent.url}/${today()}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const list = (await res.json()) as { name: string; type: string; mtime: string; size: number }[];
    const names = list.map((e) => e.name);
    expect(names).toEqual([...names].sort());
    for (const p of [clip.path, clip.thumb]) {
      const name = path.basename(p);
      const entry = list.find((e) => e.name === name);
      expect(entry).toEqual({
        name,
        type: 'file',
        mtime: expect.stringMatching(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
        size: fs.statSync(path.join(clipsDir, p)).size,
      });
    }
    const days = await (await fetch(`${agent.url}/`)).json();
    expect(days).toEqual([{ name: today(), type: 'directory', mtime: expect.any(String) }]);
  });

  it('is served with byte ranges: 206 with exactly those bytes, 416 past the end', async () => {
    const file = fs.readFileSync(path.join(clipsDir, clip.path));
    const url = `${agent.url}${clip.path}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);

    const part = await fetch(url, { headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${file.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(100, 1100))).toBe(true);

    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(file.length - 10))).toBe(true);

    for (const range of [`bytes=${file.length}-`, 'bytes=9-3']) {
      const beyond = await fetch(url, { headers: { range } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${file.length}`);
    }
  });
});

describe('refusals', () => {
  it('a missing or wrong token is 401 and writes nothing', async () => {
    const before = filesUnder(clipsDir);
    const goal = { liveGameId: 'intruder', goal: 1 };
    const wrong = await postGoal(goal, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect((await postGoal(goal, null)).status).toBe(401);
    expect(filesUnder(clipsDir)).toEqual(before);
  });

  it('a malformed goal is 400 and writes nothing', async () => {
    const before = filesUnder(clipsDir);
    const res = await postGoal({ liveGameId: 'g', goal: 0 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'goal must be a whole number from 1 to 99' });
    expect(filesUnder(clipsDir)).toEqual(before);
  });

  it.each([
    '/../../../../etc/passwd',
    `/${'2026-11-26'}/../../../../etc/passwd`,
    '/2026-11-26/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/2026-11-26/..%5c..%5cetc%5cpasswd',
  ])('a path traversal (%s) is refused', async (p) => {
    const res = await rawGet(agent.url, p);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('root:');
  });

  it('the app refuses a subscription with a wrong token, and the agent says so', async () => {
    const heard: unknown[] = [];
    const link = new AppGoals({
      app: app.url,
      locationId: LOCATION,
      token: 'wrong',
      onGoal: (g) => heard.push(g),
      log: () => {},
      retryMs: { normal: 60_000, refused: 60_000 },
    });
    const refusedBefore = app.refused();
    link.start();
    await waitFor('the refusal', async () => app.refused() > refusedBefore && link.status.lastError);
    expect(link.status).toEqual({ connected: false, lastError: expect.stringContaining('4403') });
    await link.stop();
    expect(heard).toEqual([]);
  });
});

describe('a goal from the app’s live game', () => {
  it('is clipped and indexed under its game and number', async () => {
    const liveGameId = 'TGl2ZUdhbWU6b3JnMTpnYW1lMg==';
    const started = new Date(Date.now() - 60_000).toISOString();
    app.publish({ id: liveGameId, status: 'RUNNING', goals: [] });
    const at = new Date().toISOString();
    app.publish({ id: liveGameId, status: 'RUNNING', goals: [{ at, side: 'WHITES' }] });
    const index = await waitFor('the clip of the subscribed goal', async () => {
      const res = await fetch(`${agent.url}/goals?liveGameId=${encodeURIComponent(liveGameId)}`);
      const body = (await res.json()) as {
        goals: { goal: number; side: string; at: string; path: string }[];
      };
      return body.goals.length > 0 && body;
    });
    expect(index.goals).toEqual([expect.objectContaining({ goal: 1, side: 'WHITES', at })]);
    const video = await probe(path.join(clipsDir, index.goals[0]!.path));
    expect(Math.abs(video.seconds - SECONDS)).toBeLessThanOrEqual(1);
    expect(started < at).toBe(true);
  });
});

describe('the ring buffer', () => {
  it('holds only the last seconds on disk', () => {
    const segments = fs.readdirSync(agent.segmentDir).filter((f) => f.endsWith('.ts'));
    // 10 s of 1 s segments, one being written, and at most one pinned by a clip.
    expect(segments.length).toBeLessThanOrEqual(12);
    expect(agent.recorder.buffer.bufferedSeconds()).toBeLessThanOrEqual(11);
  });

  it('records again after the camera drops the stream, and cuts clips from the new run', async () => {
    const { restarts } = agent.recorder;
    const oldRun = Math.max(...agent.recorder.buffer.segments().map((s) => s.run));
    camera.dropClients();
    await waitFor('the recorder to start again', async () => agent.recorder.restarts > restarts);
    await waitFor('video of the new run', async () => {
      const fresh = agent.recorder.buffer.segments().filter((s) => s.run > oldRun);
      return fresh.reduce((sum, s) => sum + s.seconds, 0) >= SECONDS;
    });
    const res = await postGoal({ liveGameId: 'after-restart', goal: 1 });
    expect(res.status).toBe(201);
    const { path: clipPath } = (await res.json()) as { path: string };
    expect(Math.abs((await probe(path.join(clipsDir, clipPath))).seconds - SECONDS)).toBeLessThanOrEqual(1);
  });
});

describe('stop', () => {
  it('leaves no ffmpeg behind', async () => {
    const pids = agent.childPids();
    // The recorder and the cutter waiting for the next goal.
    expect(pids.length).toBeGreaterThanOrEqual(2);
    expect(processesMentioning(clipsDir).length).toBeGreaterThan(0);
    expect(processesMentioning(camera.url).length).toBeGreaterThan(0);
    await agent.stop();
    expect(agent.childPids()).toEqual([]);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(processesMentioning(camera.url)).toEqual([]);
    // The cutter waiting for the next goal too, and it leaves no half files.
    expect(processesMentioning(clipsDir)).toEqual([]);
    expect(fs.readdirSync(path.join(clipsDir, '.cuts'))).toEqual([]);
    expect(fs.existsSync(agent.segmentDir)).toBe(false);
    const res = await fetch(`${agent.url}/healthz`).catch((e: Error) => e);
    expect(res).toBeInstanceOf(Error);
  });
});
