import type { Environment } from '../environment.ts';

/**
 * The origins whose pages may call the API with the user's cookies: PUBLIC_URL and TRUSTED_ORIGINS,
 * compared as origins (scheme, host, port), so `https://stats.example.com/` in the setting matches
 * the `https://stats.example.com` a browser sends.
 */
export function trustedOrigins(
  environment: Pick<Environment, 'trustedOrigins'>,
): (origin: string) => boolean {
  const allowed = new Set(environment.trustedOrigins.map(asOrigin));
  return (origin) => origin !== 'null' && allowed.has(asOrigin(origin));
}

function asOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
