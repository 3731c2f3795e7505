import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCss } from './vite/chakraGlobalCss';
import { prerenderFirstScreens } from './vite/prerender';

// Relay's Babel plugin turns graphql`` tags into imports of the generated artifacts.
// `vite build --ssr` (scripts/clientBuildSteps.ts) builds the server's render of the season screen
// (src/serverScreen.tsx) into dist-server, self-contained: the browser's plugins are not part of it.
export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild && {
    // React's and Relay's production code whatever NODE_ENV the server runs with (tests, benchmarks):
    // their development checks cost several times the render.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      sourcemap: false,
    },
  }),
  plugins: isSsrBuild
    ? [react(), babel({ plugins: [['relay', { eagerEsModules: true }]] })]
    : browserPlugins(),
  ...(!isSsrBuild && { build: browserBuild }),
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
      // The camera proxy (live view, replays, clips): same origin in development too.
      '/camera': 'http://localhost:3000',
    },
  },
}));

function browserPlugins() {
  return [
    react(),
    chakraGlobalCss('../src/app/theme.ts'),
    prerenderFirstScreens('../src/prerender.tsx'),
    babel({ plugins: [['relay', { eagerEsModules: true }]] }),
    VitePWA({
      // Registered by our own code (src/app/serviceWorker.ts) in production builds only.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Kicker League',
        short_name: 'Kicker',
        description: 'Record table-football matches and follow your league.',
        theme_color: '#1f6f43',
        background_color: '#0f1f17',
        display: 'standalone',
        start_url: '/stats',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/graphql/, /^\/api\//, /^\/healthz/, /^\/readyz/, /^\/camera\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
    }),
  ];
}

const browserBuild = {
  target: 'es2022',
  modulePreload: false,
  sourcemap: false,
  rolldownOptions: {
    // Chakra's define* helpers return what they are given, and createAnatomy only builds an
    // object: calls whose result nobody uses can go. Rolldown sees that within a chunk, not when
    // the helpers sit in a chunk of their own (as once @chakra-ui/charts shares them): then
    // Chakra's whole default theme (every recipe) stayed in the ChakraScope chunk, +15 kB gzip on
    // every Chakra screen.
    treeshake: {
      manualPureFunctions: [
        'defineConfig',
        'defineRecipe',
        'defineSlotRecipe',
        'defineTokens',
        'defineSemanticTokens',
        'defineStyle',
        'createAnatomy',
      ],
    },
  },
};
