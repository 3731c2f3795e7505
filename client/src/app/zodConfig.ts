// zod compiles object parsers with `new Function` and, to find out whether it may, calls
// `Function('')` once. Under the Content-Security-Policy (no 'unsafe-eval') that probe throws, zod
// falls back, and the browser reports a violation each time. `jitless` skips the probe and the JIT.
// zod keeps its settings in this global (shared by every copy of zod), which is what `z.config()`
// writes; setting it here keeps zod itself out of the start-up chunk (zodConfig.unit.test.ts checks
// that zod still reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
Object.assign(holder.__zod_globalConfig, { jitless: true });
