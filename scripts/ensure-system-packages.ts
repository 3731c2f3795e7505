import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { programPath, type SystemPackage, TEST_SYSTEM_PACKAGES } from './systemPackages.ts';

// First step of `pnpm test`: installs the Debian packages the tests need when their programs are
// missing, so a fresh machine with only Node and npm needs nothing but the README's test line.
// Installing needs root: as root we run apt-get, otherwise `sudo -n` (never a password prompt in
// a test run); when neither works we stop with one line saying what to run.

const missing = TEST_SYSTEM_PACKAGES.filter((pkg) => !isPresent(pkg));
if (missing.length > 0) install(missing);

function install(packages: SystemPackage[]) {
  const names = packages.map((p) => p.debian).join(' ');
  const what = packages.map((p) => `${p.debian} (${p.neededBy}; looked for ${programPath(p)})`).join(', ');
  const orSet = packages.map((p) => p.envVar).join(' / ');
  if (!onPath('apt-get'))
    fail(`The tests need ${what}. No apt-get here: install it yourself, or set ${orSet} to the program.`);
  const prefix = asRoot() ? [] : canSudo() ? ['sudo', '-n'] : null;
  if (!prefix)
    fail(
      `The tests need ${what}. Install it once with: sudo apt-get install -y ${names}  (or set ${orSet}).`,
    );

  console.log(`Installing ${names} for the tests (apt-get)...`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...names.split(' ')],
  ]) {
    // `env` carries DEBIAN_FRONTEND through sudo, which resets the environment.
    const [command, ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    const result = spawnSync(command!, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0)
      fail(
        `\`apt-get ${args.join(' ')}\` failed (${result.error?.message ?? `exit ${result.status}`}). ` +
          `Install it yourself: sudo apt-get install -y ${names}`,
      );
  }
  const stillMissing = packages.filter((pkg) => !isPresent(pkg));
  if (stillMissing.length > 0)
    fail(
      `apt-get installed ${names}, but ${stillMissing.map((p) => `${programPath(p)} (${p.envVar})`).join(', ')} is still missing: ` +
        `unset ${stillMissing.map((p) => p.envVar).join(' / ')} or point it at the installed program.`,
    );
}

function isPresent(pkg: SystemPackage) {
  const file = programPath(pkg);
  if (pkg.kind !== 'file') return isExecutable(file);
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(program: string) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, program)));
}

function asRoot() {
  return process.getuid?.() === 0;
}

function canSudo() {
  return onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

function fail(line: string): never {
  console.error(`pnpm test: ${line}`);
  process.exit(1);
}
