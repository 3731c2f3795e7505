import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The first step of `pnpm test` on a machine where a program the tests need is missing. The real
// script runs in a child process; apt-get and sudo are stand-ins on PATH that log their calls and
// "install" by creating the program, so the test never touches the machine's packages.
const script = path.join(import.meta.dirname, '../ensure-system-packages.ts');
const root = process.getuid?.() === 0;
// As root we also try the path of an ordinary user, as `nobody`.
const ordinaryUser = root ? { uid: 65534, gid: 65534 } : {};

const FAKE_APT_GET = `#!/bin/sh
echo "apt-get DEBIAN_FRONTEND=$DEBIAN_FRONTEND $*" >> "$FAKE_LOG"
if [ "$1" = install ]; then
  [ -n "$FAKE_APT_FAILS" ] && { echo "E: Unable to locate package" >&2; exit 100; }
  printf '#!/bin/sh\\n' > "$FAKE_INSTALLS_TO" && /bin/chmod 755 "$FAKE_INSTALLS_TO"
fi
exit 0
`;
const FAKE_SUDO = `#!/bin/sh
echo "sudo $*" >> "$FAKE_LOG"
[ "$1" = -n ] || exit 1
shift
[ -n "$FAKE_SUDO_REFUSES" ] && { echo "sudo: a password is required" >&2; exit 1; }
exec "$@"
`;

describe('pnpm test installs the Debian packages the tests need', () => {
  let dir: string;
  let bin: string;
  let chromium: string;
  const log = () =>
    fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kicker-packages-'));
    fs.chmodSync(dir, 0o777);
    bin = path.join(dir, 'bin');
    fs.mkdirSync(bin, { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'apt-get'), FAKE_APT_GET, { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'sudo'), FAKE_SUDO, { mode: 0o755 });
    for (const tool of ['env', 'true']) fs.symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool));
    chromium = path.join(dir, 'chromium');
    // The other packages are there: these tests are about one missing program.
    fs.writeFileSync(path.join(dir, 'emoji.ttf'), '');
    fs.writeFileSync(path.join(dir, 'ffmpeg'), '#!/bin/sh\n', { mode: 0o755 });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function ensure(env: Record<string, string> = {}, user: { uid?: number; gid?: number } = {}) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(import.meta.dirname, '../..'),
      // Only the stand-ins on PATH: the machine's real apt-get is never reachable.
      env: {
        HOME: dir,
        PATH: bin,
        CHROMIUM_PATH: chromium,
        EMOJI_FONT_PATH: path.join(dir, 'emoji.ttf'),
        FFMPEG_PATH: path.join(dir, 'ffmpeg'),
        FAKE_LOG: path.join(dir, 'log'),
        FAKE_INSTALLS_TO: chromium,
        ...env,
      },
      encoding: 'utf8',
      ...user,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
  }

  it('does nothing when every program is there', () => {
    fs.writeFileSync(chromium, '#!/bin/sh\n', { mode: 0o755 });
    const result = ensure();
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(log()).toBe('');
  });

  it.runIf(root)('installs a missing program with apt-get, without questions, when run as root', () => {
    const result = ensure();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(log()).toBe(
      'apt-get DEBIAN_FRONTEND=noninteractive update -qq\n' +
        'apt-get DEBIAN_FRONTEND=noninteractive install -y -qq chromium\n',
    );
    expect(fs.statSync(chromium).mode & 0o111).not.toBe(0);
  });

  it('installs through sudo -n when not root', () => {
    const result = ensure({}, ordinaryUser);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(log()).toBe(
      'sudo -n true\n' +
        'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq\n' +
        'apt-get DEBIAN_FRONTEND=noninteractive update -qq\n' +
        'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium\n' +
        'apt-get DEBIAN_FRONTEND=noninteractive install -y -qq chromium\n',
    );
    expect(fs.existsSync(chromium)).toBe(true);
  });

  it('stops with one line saying what to run when it may not install', () => {
    const result = ensure({ FAKE_SUDO_REFUSES: '1' }, ordinaryUser);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `pnpm test: The tests need chromium (the browser tests (e2e/); looked for ${chromium}). ` +
        'Install it once with: sudo apt-get install -y chromium  (or set CHROMIUM_PATH).',
    ]);
    expect(log()).not.toContain('apt-get');
  });

  it('stops with one line when apt-get fails', () => {
    const result = ensure({ FAKE_APT_FAILS: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').at(-1)).toBe(
      'pnpm test: `apt-get install -y -qq chromium` failed (exit 100). Install it yourself: sudo apt-get install -y chromium',
    );
    expect(fs.existsSync(chromium)).toBe(false);
  });

  it('stops with one line where there is no apt-get', () => {
    fs.rmSync(path.join(bin, 'apt-get'));
    const result = ensure();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `pnpm test: The tests need chromium (the browser tests (e2e/); looked for ${chromium}). ` +
        'No apt-get here: install it yourself, or set CHROMIUM_PATH to the program.',
    );
  });
});
