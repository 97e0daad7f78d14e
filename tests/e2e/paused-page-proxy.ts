import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { port } from './accounts-support';

export interface PausedPageProxy {
  /** The proxy's port: a page asked of `<merchant>.localhost:<port>` comes from the platform. */
  port: number;
  close(): Promise<void>;
}

/**
 * A proxy in front of the platform that sends each HTML page in two parts, pausing where
 * `cutAt` says (an index into the page), the way a slow line delivers a document: the
 * browser has the first part to parse, and perhaps paint, long before the rest. Everything
 * else passes through as it is.
 */
export async function pausedPageProxy(
  cutAt: (html: string) => number,
  pauseMs: number,
): Promise<PausedPageProxy> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        path: req.url,
        method: req.method,
        // Plain text, so the page can be cut where the test says.
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts).toString('utf8');
          const cut = Math.max(0, cutAt(html));
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.write(html.slice(0, cut));
          setTimeout(() => res.end(html.slice(cut)), pauseMs);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
