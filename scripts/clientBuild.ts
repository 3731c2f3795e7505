import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything whose change can change client/dist, relative to the repository root: the client's
 * sources and build set-up, the schema the Relay compiler reads, the shared package the client
 * imports (`@kicker/events`), and the lockfile (versions of vite, React, Chakra, ...). Folders are
 * read recursively; a missing entry counts as missing (so creating it is a change too).
 */
export const CLIENT_BUILD_INPUTS = [
  'client/src',
  'client/vite',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/package.json',
  'client/relay.config.json',
  'client/tsconfig.json',
  'client/persisted-queries.json',
  'schema.graphql',
  'events/src',
  'events/package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.json',
];

export const DIST = 'client/dist';
/** Written into client/dist after a complete build: the hash of the inputs it was built from. */
export const STAMP = `${DIST}/.build-inputs`;

/**
 * A hash of the inputs' paths and contents (contents, not modification times: a checkout or a copy
 * touches every file without changing the build), of Vite's `.env` files, and of the `VITE_`
 * variables, which Vite bakes into the bundle.
 */
export function inputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const envFiles = fs
    .readdirSync(path.join(root, 'client'))
    .filter((name) => name.startsWith('.env'))
    .sort()
    .map((name) => `client/${name}`);
  for (const entry of [...CLIENT_BUILD_INPUTS, ...envFiles]) addEntry(hash, root, entry);
  for (const key of Object.keys(env).sort())
    if (key.startsWith('VITE_')) hash.update(`env\0${key}\0${env[key]}\0`);
  return hash.digest('hex');
}

function addEntry(hash: Hash, root: string, entry: string) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) hash.update(`missing\0${entry}\0`);
  else if (stat.isDirectory())
    for (const name of fs.readdirSync(full).sort()) addEntry(hash, root, `${entry}/${name}`);
  else {
    const content = fs.readFileSync(full);
    hash.update(`file\0${entry}\0${content.length}\0`);
    hash.update(content);
  }
}

export interface BuildSteps {
  /** Relay's compiler: writes the generated artifacts, which are themselves inputs. */
  generate(): Promise<void>;
  /** Vite: writes client/dist. */
  bundle(): Promise<void>;
}

/**
 * Builds the client, or with `ifChanged` only when client/dist was not built from the inputs as
 * they are now. The stamp goes first and is written last, so a failed or interrupted build never
 * leaves one behind; nor does a build during which an input changed (someone edited a file while
 * Vite was reading), since that bundle may hold either version.
 */
export async function buildClient(
  root: string,
  steps: BuildSteps,
  { ifChanged = false, env = process.env }: { ifChanged?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<'up to date' | 'built'> {
  const stamp = path.join(root, STAMP);
  if (ifChanged && isUpToDate(root, env)) return 'up to date';
  fs.rmSync(stamp, { force: true });
  await steps.generate();
  const before = inputsHash(root, env);
  await steps.bundle();
  if (inputsHash(root, env) === before && fs.existsSync(path.join(root, DIST, 'index.html'))) {
    fs.writeFileSync(`${stamp}.tmp`, before);
    fs.renameSync(`${stamp}.tmp`, stamp);
  }
  return 'built';
}

export function isUpToDate(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!fs.existsSync(path.join(root, DIST, 'index.html'))) return false;
  let built: string;
  try {
    built = fs.readFileSync(path.join(root, STAMP), 'utf8');
  } catch {
    return false;
  }
  return built === inputsHash(root, env);
}
