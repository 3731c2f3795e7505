import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildSteps, buildClient, STAMP } from '../clientBuild.ts';

// `pnpm start` builds the client only when its inputs changed since the last complete build. The
// repository is a small tree in a temporary folder; the build steps write what Relay and Vite would.
describe('the client build at pnpm start', () => {
  let root: string;
  let builds: number;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const steps: BuildSteps = {
    async generate() {
      write('client/src/__generated__/AppQuery.graphql.ts', 'export default {};\n');
    },
    async bundle() {
      builds++;
      fs.rmSync(path.join(root, 'client/dist'), { recursive: true, force: true }); // Vite empties it
      write('client/dist/index.html', '<!doctype html>');
    },
  };
  const start = (env: NodeJS.ProcessEnv = {}) => buildClient(root, steps, { ifChanged: true, env });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-client-build-'));
    builds = 0;
    write('client/src/main.tsx', 'render(<App />);\n');
    write('client/index.html', '<div id="root"></div>');
    write('client/package.json', '{}');
    write('client/vite.config.ts', 'export default {};\n');
    write('schema.graphql', 'type Query { viewer: String }\n');
    write('events/src/catalogue/fields.ts', 'export const nickname = 2;\n');
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
    write('server/src/main.ts', 'listen();\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds at the first start and not again at the next', async () => {
    expect(await start()).toBe('built');
    expect(await start()).toBe('up to date');
    expect(builds).toBe(1);
  });

  it.each([
    ['a client source', 'client/src/main.tsx'],
    ['a new client source', 'client/src/features/New.tsx'],
    ['a Relay artifact', 'client/src/__generated__/AppQuery.graphql.ts'],
    ['the page template', 'client/index.html'],
    ['the Vite configuration', 'client/vite.config.ts'],
    ['a public file', 'client/public/icon.svg'],
    ['an env file of Vite', 'client/.env.production'],
    ['the schema', 'schema.graphql'],
    ['the shared events package', 'events/src/catalogue/fields.ts'],
    ['the lockfile', 'pnpm-lock.yaml'],
  ])('builds again when %s changed', async (_what, file) => {
    await start();
    write(
      file,
      `${fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file)) : ''}// changed\n`,
    );
    expect(await start()).toBe('built');
    expect(await start()).toBe('up to date');
    expect(builds).toBe(2);
  });

  it('builds again when a file is removed from the client sources', async () => {
    write('client/src/Old.tsx', 'export {};\n');
    await start();
    fs.rmSync(path.join(root, 'client/src/Old.tsx'));
    expect(await start()).toBe('built');
  });

  it('builds again when a VITE_ variable, which Vite bakes into the bundle, changed', async () => {
    await start({ VITE_SENTRY: 'a' });
    expect(await start({ VITE_SENTRY: 'a', OTHER: 'x' })).toBe('up to date');
    expect(await start({ VITE_SENTRY: 'b' })).toBe('built');
  });

  it('does not build again for a change outside the client inputs', async () => {
    await start();
    write('server/src/main.ts', 'listen(3000);\n');
    fs.utimesSync(path.join(root, 'client/src/main.tsx'), new Date(), new Date()); // touched, same content
    expect(await start()).toBe('up to date');
  });

  it('builds again when client/dist is gone', async () => {
    await start();
    fs.rmSync(path.join(root, 'client/dist/index.html'));
    expect(await start()).toBe('built');
  });

  it('builds again after a failed build', async () => {
    await start();
    write('client/src/main.tsx', 'syntax error (\n');
    const failing: BuildSteps = {
      ...steps,
      async bundle() {
        write('client/dist/assets/half.js', '');
        throw new Error('vite build failed');
      },
    };
    await expect(buildClient(root, failing, { ifChanged: true, env: {} })).rejects.toThrow(
      'vite build failed',
    );
    write('client/src/main.tsx', 'render(<App />);\n'); // back to the sources of the last good build
    expect(await start()).toBe('built');
  });

  it('has no stamp while building, so an interrupted build is built again', async () => {
    await start();
    write('client/src/main.tsx', 'render(<App2 />);\n');
    let stampDuringBuild: boolean | null = null;
    await buildClient(
      root,
      {
        ...steps,
        async bundle() {
          stampDuringBuild = fs.existsSync(path.join(root, STAMP));
          await steps.bundle();
        },
      },
      { ifChanged: true, env: {} },
    );
    expect(stampDuringBuild).toBe(false);
  });

  it('builds again when a source changed while Vite was building', async () => {
    await start();
    write('client/src/main.tsx', 'render(<App2 />);\n');
    await buildClient(
      root,
      {
        ...steps,
        async bundle() {
          await steps.bundle();
          write('client/src/main.tsx', 'render(<App3 />);\n'); // saved in the editor meanwhile
        },
      },
      { ifChanged: true, env: {} },
    );
    expect(await start()).toBe('built');
  });

  it('always builds for pnpm build', async () => {
    await start();
    expect(await buildClient(root, steps, { env: {} })).toBe('built');
    expect(builds).toBe(2);
    expect(await start()).toBe('up to date');
  });
});
