import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';
// Ends in .css so Vite's CSS pipeline takes it (bundled, minified, linked from index.html).
const RESOLVED = '\0chakra-global.css';

/**
 * Chakra's global CSS (reset, base styles and every design token as a CSS variable) as a stylesheet
 * made at build time. Chakra computes and injects it in the browser at start-up, which cost the first
 * screen about 100 ms of main thread on a phone; our patched createSystem computes it only on demand,
 * and the app sets `system._global` to nothing (src/app/styles.ts). Same serialiser as Emotion's
 * `<Global>`: @emotion/serialize, then stylis with the prefixer.
 *
 * The theme is read once per Vite process: restart `pnpm dev` after changing tokens in theme.ts.
 */
export function chakraGlobalCss(themeModule: string): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'kicker:chakra-global-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      css ??= extract(themeModule);
      return css;
    },
  };
}

async function extract(themeModule: string): Promise<string> {
  const { system } = (await tsImport(themeModule, import.meta.url)) as typeof import('../src/app/theme');
  const { styles } = serializeStyles([system.layers.atRule, system._global]);
  return serialize(compile(styles), middleware([prefixer, stringify]));
}
