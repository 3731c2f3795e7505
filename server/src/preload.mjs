// `pnpm start` runs `node --import ./server/src/preload.mjs --import tsx scripts/start.ts`: the
// server's npm dependencies are imported here, before tsx registers its loader hooks, so their
// 1,200-odd modules load natively instead of each passing through the hooks' thread (Node 20).
// That is about a third of the CPU time of a start. A package missing here still loads, only
// slower; server/test/preload.unit.test.ts keeps the list equal to the imports in server/src.
export const SERVER_PACKAGES = [
  '@better-auth/api-key',
  '@escape.tech/graphql-armor-cost-limit',
  '@escape.tech/graphql-armor-max-aliases',
  '@escape.tech/graphql-armor-max-depth',
  '@escape.tech/graphql-armor-max-directives',
  '@escape.tech/graphql-armor-max-tokens',
  '@graphql-yoga/plugin-csrf-prevention',
  '@graphql-yoga/plugin-persisted-operations',
  '@pothos/core',
  '@pothos/plugin-dataloader',
  '@pothos/plugin-errors',
  '@pothos/plugin-relay',
  '@pothos/plugin-scope-auth',
  '@pothos/plugin-validation',
  'better-auth',
  'better-auth/api',
  'better-auth/db/migration',
  'better-auth/node',
  'dataloader',
  'graphql',
  'graphql-ws',
  'graphql-ws/use/ws',
  'graphql-yoga',
  'kysely',
  'nodemailer',
  'pg',
  'pino',
  'sanitize-html',
  'ws',
  'zod',
];

await Promise.all(SERVER_PACKAGES.map((name) => import(name)));
