/**
 * Programs from Debian packages that the tests run. `pnpm test` installs a missing one with apt-get
 * before the tests start (scripts/ensure-system-packages.ts), so the README's test line is the whole
 * set-up. Each can also be pointed elsewhere through its environment variable (e.g. Chrome on a CI
 * runner), which is where the tests then look for it.
 */
export interface SystemPackage {
  /** Debian package name, for `apt-get install`. */
  debian: string;
  /** Environment variable naming the program's path instead of the default. */
  envVar: string;
  defaultPath: string;
  neededBy: string;
  /** A program must be executable (default); a font or data file must merely exist. */
  kind?: 'program' | 'file';
}

export const TEST_SYSTEM_PACKAGES: SystemPackage[] = [
  {
    debian: 'chromium',
    envVar: 'CHROMIUM_PATH',
    defaultPath: '/usr/bin/chromium',
    neededBy: 'the browser tests (e2e/)',
  },
  {
    // Rank icons and award cards are emoji; headless Chromium draws boxes without a colour emoji font.
    debian: 'fonts-noto-color-emoji',
    envVar: 'EMOJI_FONT_PATH',
    defaultPath: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
    neededBy: 'emoji in the browser tests and screenshots',
    kind: 'file',
  },
  {
    // The camera agent's tests record, cut and probe video with it (ffprobe comes in the same package).
    debian: 'ffmpeg',
    envVar: 'FFMPEG_PATH',
    defaultPath: '/usr/bin/ffmpeg',
    neededBy: 'the camera agent tests (camera/)',
  },
];

/** Where the tests look for the program: the environment variable when set, else Debian's path. */
export function programPath(pkg: SystemPackage, env: NodeJS.ProcessEnv = process.env): string {
  return env[pkg.envVar] || pkg.defaultPath;
}

export function systemPackage(debian: string): SystemPackage {
  const pkg = TEST_SYSTEM_PACKAGES.find((p) => p.debian === debian);
  if (!pkg) throw new Error(`${debian} is not in TEST_SYSTEM_PACKAGES`);
  return pkg;
}
