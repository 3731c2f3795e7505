import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BuildSteps } from './clientBuild.ts';

/**
 * The real build: Relay's compiler, then Vite, both from the client package, output shown: the
 * browser's bundle (client/dist), then the server's render of the season screen (client/dist-server,
 * client/src/serverScreen.tsx).
 */
export function relayAndVite(root: string): BuildSteps {
  const client = path.join(root, 'client');
  const run = (bin: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(client, 'node_modules/.bin', bin), args, {
        cwd: client,
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
      );
    });
  return {
    generate: () => run('relay-compiler', []),
    bundle: async () => {
      await run('vite', ['build']);
      await run('vite', ['build', '--ssr', 'src/serverScreen.tsx']);
    },
  };
}
