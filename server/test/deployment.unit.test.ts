import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, loadEnvironment } from '../src/environment.ts';

// Issue 17 item 2: the deployment files say what docs/operations.md promises. No Docker engine is
// needed: docker-compose.yml is parsed and its app environment goes through the server's own
// configuration check; the Caddyfile and the Dockerfile are read as text.

const root = path.join(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  profiles?: string[];
  build?: string | { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string> | string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const services = compose.services;

/** The environment as a map, whichever of compose's two spellings the file uses. */
function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(env.map((line) => [line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]));
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` against `vars`, as `docker compose` does. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      const set = vars[name];
      if (set) return set;
      if (kind === '?') throw new Error(`${name} is required: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

const appNames = Object.keys(services).filter((name) => {
  const build = services[name]!.build;
  return build === '.' || (typeof build === 'object' && build.context === '.');
});
const apps = appNames.map((name) => [name, services[name]!] as const);
const healthcheckText = (service: Service) => [service.healthcheck?.test ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  it('runs two app instances built from the Dockerfile on one database, with CHANGE_FEED=postgres', () => {
    expect(appNames).toHaveLength(2);
    expect(fs.existsSync(path.join(root, 'Dockerfile'))).toBe(true);
    const [first, second] = apps.map(([, service]) => environmentOf(service));
    for (const env of [first!, second!]) {
      expect(env.CHANGE_FEED).toBe('postgres');
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET\b/);
    }
    expect(second!.DATABASE_URL).toBe(first!.DATABASE_URL);
    expect(second!.AUTH_SECRET).toBe(first!.AUTH_SECRET);
  });

  it('gives each instance a /readyz healthcheck, waits for a healthy database and publishes no port', () => {
    for (const [name, service] of apps) {
      expect(healthcheckText(service), name).toContain('/readyz');
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service.ports, name).toBeUndefined();
    }
    const postgres = services.postgres!;
    expect(healthcheckText(postgres)).toContain('pg_isready');
    expect(postgres.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    // `docker compose up -d postgres` alone still works: the database is in no profile, the rest is.
    expect(postgres.profiles).toBeUndefined();
    for (const [name, service] of apps) expect(service.profiles, name).toEqual(['app']);
    // Its port is for this machine only.
    expect(postgres.ports).toEqual(['127.0.0.1:5432:5432']);
  });

  it('sets only variables the server knows, and values its configuration check accepts behind a proxy', () => {
    const known = Object.keys(envSchema.shape);
    for (const [name, service] of apps) {
      const env = environmentOf(service);
      for (const key of Object.keys(env)) expect(known, `${name}: ${key}`).toContain(key);
      const vars = { AUTH_SECRET: 'x'.repeat(32), KICKER_DOMAIN: 'kicker.example.com' };
      const resolved = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v, vars)]));
      const environment = loadEnvironment(resolved);
      expect(environment.publicUrl).toBe('https://kicker.example.com');
      expect(environment.trustProxy).toBe(true);
      expect(environment.changeFeed).toBe('postgres');
      expect(environment.production).toBe(true);
      expect(environment.smtpUrl).toBeNull();
      expect(environment.mailFrom).not.toBe('');
      // Without AUTH_SECRET the instances refuse to start (each would otherwise sign on its own).
      const withoutSecret = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v, {})]));
      expect(() => loadEnvironment(withoutSecret)).toThrow(/AUTH_SECRET/);
    }
  });

  it('puts Caddy in front on ports 80 and 443 with the Caddyfile of deploy/', () => {
    const caddy = Object.values(services).find((s) => s.image?.startsWith('caddy'));
    expect(caddy).toBeDefined();
    const published = (caddy!.ports ?? []).map((p) => p.split('/')[0]);
    expect(published).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const mount = caddy!.volumes?.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(mount).toBeDefined();
    expect(fs.existsSync(path.join(root, mount!.split(':')[0]!))).toBe(true);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile')
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');

  it('serves KICKER_DOMAIN (localhost when unset) and balances over both instances, checking /readyz', () => {
    expect(caddyfile).toMatch(/^\{\$KICKER_DOMAIN:localhost\} \{/m);
    const upstreams = caddyfile
      .match(/^\s*reverse_proxy ([^{\n]+)\{/m)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(upstreams?.sort()).toEqual(appNames.map((name) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    // Anything that would force one client onto one instance: not needed, and not wanted.
    expect(caddyfile).not.toMatch(/lb_policy (cookie|ip_hash|client_ip_hash)/);
  });
});

describe('Dockerfile', () => {
  // One instruction a line: continuations joined, comments left out.
  const lines = read('Dockerfile')
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n');
  const last = (instruction: string) => lines.filter((l) => l.startsWith(`${instruction} `)).at(-1);

  it('builds in two stages and runs as a user that is not root, with a /readyz HEALTHCHECK', () => {
    expect(lines.filter((l) => l.startsWith('FROM ')).length).toBeGreaterThanOrEqual(2);
    const user = last('USER')?.slice(5).trim();
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(last('HEALTHCHECK')).toMatch(/ CMD .*\/readyz/);
  });

  it('starts where the production install put tsx (`node --import tsx` resolves it from there)', () => {
    const workdir = last('WORKDIR')?.slice(8).trim();
    expect(workdir).toMatch(/^\/app\/[a-z]+$/);
    const pkg = JSON.parse(read(`${workdir!.slice('/app/'.length)}/package.json`));
    expect(pkg.dependencies.tsx).toBeDefined();
    expect(last('CMD')).toContain('"--import", "tsx"');
  });
});
