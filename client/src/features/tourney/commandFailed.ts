import { toaster } from '../../app/toaster';

/** SPEC §8 'Submit failure': a tourney command the server refused, or that did not arrive. */
export function commandFailed(message: string, network: boolean) {
  toaster.create({
    type: 'error',
    title: 'Error',
    description: network ? 'Looks like you are offline.' : message,
  });
}
