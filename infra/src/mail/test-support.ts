/**
 * Test helpers for the mail adapters (imported by the `*.test.ts` files only): a small MIME
 * reader written independently of nodemailer, so the tests check nodemailer's encoding rather
 * than decode it with the same code, and a local SMTP sink.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface MimePart {
  /** Raw header lines (unfolded), by lower-case name. */
  headers: Map<string, string[]>;
  /** A header's value with RFC 2047 encoded words decoded. */
  header(name: string): string | undefined;
  /** `type/subtype`, lower case (`text/plain` when absent). */
  contentType: string;
  /** The body after transfer decoding (quoted-printable, base64). */
  body: Buffer;
  /** The sub-parts of a multipart body. */
  parts: MimePart[];
  /** The raw header block. */
  rawHeaders: string;
}

const decodeQ = (text: string, underscoreIsSpace: boolean): Buffer => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(ch ?? '', 'latin1'));
    }
  }
  return Buffer.from(bytes);
};

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words (UTF-8 only); adjacent words are joined byte-wise. */
export const decodeWords = (value: string): string => {
  // Whitespace between two encoded words is not part of the text (RFC 2047 section 6.2).
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  let result = '';
  let last = 0;
  let pending: Buffer[] = [];
  const flush = () => {
    result += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const match of joined.matchAll(ENCODED_WORD)) {
    const [whole, charset = '', encoding = '', text = ''] = match;
    if (charset.toLowerCase() !== 'utf-8') throw new Error(`unexpected charset ${charset}`);
    if (match.index !== last) {
      flush();
      result += joined.slice(last, match.index);
    }
    pending.push(
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQ(text, true),
    );
    last = match.index + whole.length;
  }
  flush();
  return result + joined.slice(last);
};

const headerParam = (value: string, name: string): string | undefined => {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
};

/** Parses a message (CRLF or LF line ends). */
export const parseMime = (source: string | Buffer): MimePart => {
  const text = (typeof source === 'string' ? source : source.toString('latin1')).replace(
    /\r\n/g,
    '\n',
  );
  const split = text.indexOf('\n\n');
  const rawHeaders = split === -1 ? text : text.slice(0, split);
  const rawBody = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string[]>();
  for (const line of rawHeaders.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const header = (name: string) => {
    const value = headers.get(name.toLowerCase())?.[0];
    return value === undefined ? undefined : decodeWords(value);
  };
  const typeValue = headers.get('content-type')?.[0] ?? 'text/plain';
  const contentType = (typeValue.split(';')[0] ?? '').trim().toLowerCase();
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  let body: Buffer;
  if (encoding === 'base64') body = Buffer.from(rawBody.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') body = decodeQ(rawBody.replace(/=\n/g, ''), false);
  else body = Buffer.from(rawBody, 'latin1');
  const parts: MimePart[] = [];
  const boundary = contentType.startsWith('multipart/')
    ? headerParam(typeValue, 'boundary')
    : undefined;
  if (boundary !== undefined) {
    const sections = rawBody.split(`--${boundary}`);
    // sections[0] is the preamble; the part after the closing `--boundary--` starts with `--`.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      parts.push(parseMime(section.replace(/^\n/, '').replace(/\n$/, '')));
    }
  }
  return { headers, header, contentType, body, parts, rawHeaders };
};

/** The decoded text of a part (UTF-8). */
export const textOf = (part: MimePart | undefined): string => {
  if (part === undefined) throw new Error('no such part');
  return part.body.toString('utf8');
};

export interface ReceivedMail {
  mailFrom: string | undefined;
  rcptTo: string[];
  /** Credentials the client logged in with, when it did. */
  login: { username: string | undefined; password: string | undefined } | undefined;
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
export const startSmtpSink = async (options: SMTPServerOptions = {}): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const logins = new Map<string, ReceivedMail['login']>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, {
        username: auth.username,
        password: auth.password ?? undefined,
      });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom === false ? undefined : mailFrom.address,
          rcptTo: rcptTo.map((r) => r.address),
          login: logins.get(session.id),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
    ...options,
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A loopback port nothing listens on (was free a moment ago). */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
  return port;
};
