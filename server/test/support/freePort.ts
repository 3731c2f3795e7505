import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (tests, e2e and benchmarks). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/** `count` different free ports: all are held at once, so two calls cannot return the same one. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
