import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stop accepting connections and drop the open ones: the database is unreachable. */
  cut(): Promise<void>;
  /** Accept connections again on the same port. */
  restore(): Promise<void>;
  /** Drop the connection that next sends `marker` (e.g. a statement's text), before it arrives. */
  cutWhenSent(marker: string): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy to a database, to take it away from a server under test; or to a server,
 * connecting `from` another loopback address (e.g. 127.0.0.2) so its visitors come from
 * a new place.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  opts: { from?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let marker: Buffer | undefined;
  const server = net.createServer((client) => {
    const upstream = net.connect({ ...target, ...(opts.from ? { localAddress: opts.from } : {}) });
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (marker && chunk.includes(marker)) {
        marker = undefined;
        drop();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        sockets.clear();
      });
    },
    async restore() {
      await listen(port);
    },
    cutWhenSent(text) {
      marker = Buffer.from(text);
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
