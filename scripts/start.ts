import path from 'node:path';
import { buildClient } from './clientBuild.ts';
import { relayAndVite } from './clientBuildSteps.ts';

// pnpm start: builds the client only when its sources changed since the last build, then runs the
// server in this same process (a second Node start would add about half a second to every start).
const root = path.join(import.meta.dirname, '..');
try {
  const result = await buildClient(root, relayAndVite(root), { ifChanged: true });
  if (result === 'up to date') console.log('The client is up to date (client/dist); not building it again.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../server/src/main.ts');
