import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a local endpoint received: its headers and its whole body as text. */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A local HTTP endpoint on a free port of 127.0.0.1 (a channel's receiver, a site's feed):
 * `handle` gets each request once its body is read, and answers it.
 */
export const localEndpoint = async (handle: (request: Received, res: ServerResponse) => void) => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      handle({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }, res),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
