import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMERA_NETWORKS, parseNetworks, tenantNetwork } from './tenantNetwork.ts';

const APP = 3000;
const DB = 54329;

describe('the network rule for tenant addresses', () => {
  const rule = tenantNetwork({ networks: DEFAULT_CAMERA_NETWORKS, ownPorts: [APP, DB] });

  it('allows the private networks cameras live in, by default', () => {
    for (const address of ['192.168.1.20', '10.0.0.7', '172.20.3.4', 'fd12:3456::1'])
      expect(rule.allows(address, 8081), address).toBe(true);
  });

  it('refuses public, loopback, unspecified, link-local, multicast and mapped loopback addresses', () => {
    for (const address of [
      '8.8.8.8',
      '127.0.0.1',
      '::1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      '224.0.0.1',
      '255.255.255.255',
      '::ffff:127.0.0.1',
      '172.32.0.1',
      'not an address',
    ])
      expect(rule.allows(address, 8081), address).toBe(false);
  });

  it('allows loopback only when the operator names it, and never the app’s own ports there', () => {
    const loopback = tenantNetwork({ networks: '127.0.0.0/8', ownPorts: [APP, DB] });
    expect(loopback.allows('127.0.0.1', 8081)).toBe(true);
    expect(loopback.allows('127.0.0.1', APP)).toBe(false);
    expect(loopback.allows('127.0.0.1', DB)).toBe(false);
    // "Everything" does not open loopback or link-local by itself.
    const everything = tenantNetwork({ networks: '0.0.0.0/0', ownPorts: [APP] });
    expect(everything.allows('127.0.0.1', 8081)).toBe(false);
    expect(everything.allows('169.254.169.254', 80)).toBe(false);
    expect(everything.allows('0.0.0.0', 80)).toBe(false);
  });

  it('refuses a setting that is no network', () => {
    expect(() => parseNetworks('192.168.0.0/33')).toThrow(/CAMERA_NETWORKS/);
    expect(() => parseNetworks('cameras.local')).toThrow(/CAMERA_NETWORKS/);
    expect(parseNetworks('192.168.1.20, fd00::/8')).toEqual([
      ['192.168.1.20', 32, 'ipv4'],
      ['fd00::', 8, 'ipv6'],
    ]);
  });

  it('checks a name after it resolves, on every lookup', async () => {
    const lookup = rule.lookupFor(8081);
    const result = await new Promise<unknown>((resolve) =>
      lookup('localhost', {}, (err, address) => resolve(err ? err.name : address)),
    );
    expect(result).toBe('AddressRefused');
  });

  it('checks a rebinding name again at the next request: allowed once, refused when it points inside', async () => {
    let answers = 0;
    const rebinding = tenantNetwork({
      networks: DEFAULT_CAMERA_NETWORKS,
      ownPorts: [APP],
      // cam.example: first the camera's private address, then the metadata service, then loopback.
      resolve: (_host, done) =>
        done(null, [
          { address: ['192.168.1.20', '169.254.169.254', '127.0.0.1'][answers++ % 3]!, family: 4 },
        ]),
    });
    const lookup = rebinding.lookupFor(8081);
    const ask = () =>
      new Promise<unknown>((resolve) =>
        lookup('cam.example', {}, (err, address) => resolve(err ? err.name : address)),
      );
    expect(await ask()).toBe('192.168.1.20');
    expect(await ask()).toBe('AddressRefused');
    expect(await ask()).toBe('AddressRefused');
  });
});
