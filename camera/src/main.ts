import { startAgent } from './agent.ts';
import { readOptions, USAGE } from './options.ts';

// `pnpm camera --source …`: the camera agent, on the machine the camera is plugged into.

const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let options: ReturnType<typeof readOptions>;
try {
  options = readOptions(argv, process.env);
} catch (e) {
  console.error(`${(e as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

const agent = await startAgent(options);
console.log(
  `[camera] serving on port ${agent.port}: live view /?action=stream, frame /picture/1/frame, clips /YYYY-MM-DD/ in ${options.clipsDir}` +
    (options.app ? `; following the live games of location ${options.locationId} at ${options.app}` : ''),
);
if (!options.token) console.log('[camera] CAMERA_TOKEN is not set: POST /goals refuses every goal');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    agent.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
