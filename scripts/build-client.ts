import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildClient } from './clientBuild.ts';

// pnpm build: Relay's compiler, then Vite, into client/dist. With --if-changed (pnpm start) it
// skips both when client/dist was built from the sources as they are now.
const root = path.join(import.meta.dirname, '..');
const client = path.join(root, 'client');
const ifChanged = process.argv.includes('--if-changed');

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(client, 'node_modules/.bin', bin), args, { cwd: client, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

try {
  const result = await buildClient(
    root,
    { generate: () => run('relay-compiler', []), bundle: () => run('vite', ['build']) },
    { ifChanged },
  );
  if (result === 'up to date') console.log('The client is up to date (client/dist); not building it again.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
