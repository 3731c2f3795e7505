import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import type { Environment } from '../environment.ts';

// DESIGN §14, issue 29: one network rule for every address the server reaches on a tenant's behalf
// (today: the camera agents). A tenant's admin types an address; the server must not become their
// way into the machine or its neighbours:
//   - only networks the operator allows (CAMERA_NETWORKS; private ranges by default);
//   - never an unspecified, multicast or broadcast address;
//   - loopback and link-local (169.254.169.254, a cloud's metadata service) only when the operator
//     lists a network inside them;
//   - never the app's own port or its database's port on this machine, nor the database's host;
//   - checked on the address actually connected to, after DNS, at every request (`lookup`), so a
//     name that resolves elsewhere next time (DNS rebinding) is checked again.

export const DEFAULT_CAMERA_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

const NEVER: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['255.255.255.255', 32, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
const SPECIAL: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/** The address a connection would go to, refused by the rule. */
export class AddressRefused extends Error {
  override readonly name = 'AddressRefused';
  readonly code = 'EADDRREFUSED';
}

export interface TenantNetworkOptions {
  /** Comma-separated networks (CIDR, or single addresses) the operator allows. */
  networks: string;
  /** The app's own ports (HTTP and database) on this machine. */
  ownPorts: number[];
  /** Hosts of infrastructure never reached for a tenant (the database's, when it is elsewhere). */
  infrastructureHosts?: string[];
  /** How names are resolved (DNS; a test gives a name that answers differently each time). */
  resolve?: (
    host: string,
    done: (err: Error | null, found: { address: string; family: number }[]) => void,
  ) => void;
}

export interface TenantNetwork {
  /** Whether the server may connect to `address` (an IP) at `port` for a tenant. */
  allows(address: string, port: number): boolean;
  /** For http.request: resolves the name, and connects only to an address the rule allows. */
  lookupFor(port: number): LookupFunction;
}

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** '::ffff:127.0.0.1' is 127.0.0.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function listOf(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
  return list;
}

/** Parses "10.0.0.0/8, 192.168.1.20, fd00::/8"; throws on anything else (a wrong setting stops the start). */
export function parseNetworks(value: string): [string, number, 'ipv4' | 'ipv6'][] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', bits] = entry.split('/');
      const version = isIP(address);
      const max = version === 6 ? 128 : 32;
      const prefix = bits === undefined ? max : Number(bits);
      if (version === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
        throw new Error(`CAMERA_NETWORKS: "${entry}" is not a network (write 192.168.0.0/16 or fd00::/8)`);
      return [address, prefix, version === 6 ? 'ipv6' : 'ipv4'] as [string, number, 'ipv4' | 'ipv6'];
    });
}

export function tenantNetwork(options: TenantNetworkOptions): TenantNetwork {
  const listed = parseNetworks(options.networks);
  const allowed = listOf(listed);
  const never = listOf(NEVER);
  const special = listOf(SPECIAL);
  // A loopback or link-local network the operator names itself (its first address lies inside).
  const specialAllowed = listOf(listed.filter(([net, , type]) => special.check(net, type)));
  const ownPorts = new Set(options.ownPorts.filter((p) => p > 0));
  const resolve =
    options.resolve ??
    ((host: string, done: (err: Error | null, found: { address: string; family: number }[]) => void) =>
      dns.lookup(host, { all: true, verbatim: true }, (err, found) => done(err, found ?? [])));
  const infrastructure = new Set<string>();
  for (const host of options.infrastructureHosts ?? [])
    dns.lookup(host, { all: true }, (err, found) => {
      if (!err) for (const a of found) infrastructure.add(plain(a.address));
    });

  const ownAddresses = () => {
    const mine = new Set<string>();
    for (const list of Object.values(os.networkInterfaces()))
      for (const a of list ?? []) mine.add(plain(a.address));
    return mine;
  };

  function allows(raw: string, port: number): boolean {
    const address = plain(raw);
    if (isIP(address) === 0) return false;
    const type = family(address);
    if (never.check(address, type)) return false;
    if (!allowed.check(address, type)) return false;
    if (special.check(address, type) && !specialAllowed.check(address, type)) return false;
    if (infrastructure.has(address)) return false;
    if (ownPorts.has(port) && (special.check(address, type) || ownAddresses().has(address))) return false;
    return true;
  }

  const lookupFor =
    (port: number): LookupFunction =>
    (hostname, lookupOptions, callback) => {
      resolve(hostname, (err, found) => {
        if (err) return (callback as (e: Error) => void)(err);
        const ok = found.filter((a) => allows(a.address, port));
        if (ok.length === 0)
          return (callback as (e: Error) => void)(
            new AddressRefused(`${hostname} is not an allowed camera address`),
          );
        if ((lookupOptions as { all?: boolean }).all)
          return (callback as (e: null, a: typeof ok) => void)(null, ok);
        (callback as (e: null, a: string, f: number) => void)(null, ok[0]!.address, ok[0]!.family);
      });
    };

  return { allows, lookupFor };
}

/** The rule for addresses reached on a tenant's behalf: never this app's port or its database's. */
export function tenantNetworkOf(environment: Environment, databaseUrl: string) {
  const database = new URL(databaseUrl);
  return tenantNetwork({
    networks: environment.camera.networks,
    ownPorts: [environment.port, Number(database.port || 5432)],
    infrastructureHosts: ['localhost', '127.0.0.1', '::1'].includes(database.hostname)
      ? []
      : [database.hostname],
  });
}
