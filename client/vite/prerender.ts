import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const MARKER = '<!-- first-screens -->';

/**
 * Puts the prerendered first screens (src/prerender.tsx) into the built index.html as templates, and
 * which paths show which (`window.kickerFirstScreens`, read by the inline script of index.html that
 * shows the first screen before the first paint). The service worker serves this same index.html for
 * every navigation, so returning visitors get it too. In dev the splash shows instead.
 */
export function prerenderFirstScreens(entry: string): Plugin {
  return {
    name: 'kicker:prerender-first-screens',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
      const { renderFirstScreens } = (await tsImport(
        entry,
        import.meta.url,
      )) as typeof import('../src/prerender');
      const screens = await renderFirstScreens();
      const views: Record<string, string> = {};
      for (const s of screens) for (const p of s.paths) views[p] = s.id;
      // React adds <link rel="preload"> for images; the page has its own, and a template needs none.
      const markup = (s: { html: string }) => s.html.replace(/<link rel="preload"[^>]*>/g, '');
      const templates = screens
        .map((s) => `<template id="first-screen-${s.id}">${markup(s)}</template>`)
        .join('');
      return html.replace(
        MARKER,
        `${templates}<script>window.kickerFirstScreens=${JSON.stringify(views)}</script>`,
      );
    },
  };
}
