import path from 'node:path';
import { buildClient } from './clientBuild.ts';
import { relayAndVite } from './clientBuildSteps.ts';

// pnpm build: Relay's compiler, then Vite, into client/dist, always.
const root = path.join(import.meta.dirname, '..');
try {
  await buildClient(root, relayAndVite(root));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
