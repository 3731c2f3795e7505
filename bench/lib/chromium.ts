import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/support/freePort.ts';

export { freePort };

export interface Chromium {
  /** The DevTools port, for Lighthouse's `port` flag. */
  port: number;
  /** As the browser reports it, e.g. "Chrome/156.0.8078.79". */
  version: string;
  /** Stops the browser (its whole process group) and removes its profile folder. */
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

/**
 * A headless Chromium of our own with a fresh profile in a temporary folder and DevTools on a free
 * port. It runs in its own process group, so close() also ends its renderer and helper processes;
 * if this process exits without close(), the group is killed on the way out.
 */
export async function launchChromium(
  executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<Chromium> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-bench-chromium-'));
  const port = await freePort();
  const child = spawn(
    executable,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString('utf8'));
    if (stderr.length > 50) stderr.shift();
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });
  const pid = child.pid;
  const killGroup = (signal: NodeJS.Signals) => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const onExit = () => killGroup('SIGKILL');
  process.on('exit', onExit);

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      if (!exited) {
        killGroup('SIGTERM');
        await Promise.race([exitedPromise, sleep(5_000)]);
      }
      killGroup('SIGKILL'); // helpers that outlived the browser process, or a browser that hung
      await Promise.race([exitedPromise, sleep(2_000)]);
      process.off('exit', onExit);
      // The browser may still be flushing its profile for a moment after its main process ended.
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    })();
    return closing;
  };

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (exited) throw new Error(`Chromium exited during start:\n${stderr.join('').slice(-2000)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/json/version`);
        if (res.ok) {
          const info = (await res.json()) as { Browser?: string };
          return { port, version: info.Browser ?? 'unknown', close };
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`Chromium did not open DevTools on port ${port}:\n${stderr.join('').slice(-2000)}`);
      await sleep(100);
    }
  } catch (error) {
    await close();
    throw error;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
