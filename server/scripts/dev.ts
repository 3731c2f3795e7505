import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// pnpm dev: the server (restarting on change) and Vite with hot reload, which proxies /graphql and
// /api to the server. Open http://localhost:5173.
const root = path.join(import.meta.dirname, '../..');
const env = {
  ...process.env,
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, 'http://localhost:5173'].filter(Boolean).join(','),
};
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(path.join(root, 'client/node_modules/.bin/vite'), [], {
    cwd: path.join(root, 'client'),
    env,
    stdio: 'inherit',
  }),
];
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
