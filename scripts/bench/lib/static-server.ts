import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RunningServer } from './server-process.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a folder built by the bench (a baseline page) on a loopback port, gzip-compressed for a browser that accepts
 * it, as any production server of the baseline would: its bytes on the wire compare with the product's.
 */
export function serveFolder(dir: string): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    readFile(join(dir, path)).then(
      (body) => {
        const type = { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' };
        if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return response.writeHead(200, type).end(body);
        response.writeHead(200, { ...type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        response.end(gzipSync(body, { level: 9 }));
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolveServer({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
