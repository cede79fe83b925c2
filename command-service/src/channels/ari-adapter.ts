import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AriFormat } from '@hotel/events/channels/ari-events';
import type { DeliveryOutcome } from './ari-outbox';
import type { AriMessage } from './ari-snapshot';
import { isPrivateAddress } from './calendar-fetch';
import { readLimited } from './read-limited';

/**
 * The ARI port (docs/channels.md "ARI push"): how one message reaches a channel. The generic
 * JSON webhook is one adapter, the OpenTravel XML messages (`ari-opentravel.ts`) another; a
 * site's own API (its XML, its auth, its code lists) plugs in as one more implementation of
 * the same port. An adapter never throws: every failure is an outcome, recorded in the
 * delivery log.
 */
export interface AriAdapter {
  deliver(message: AriMessage, endpoint: AriTarget): Promise<DeliveryOutcome>;
}

/** Where a message goes and how the endpoint wants it sent, as staff set it. */
export interface AriTarget {
  readonly url: string;
  /** Our signing secret: every adapter signs its body with it (`X-Signature`). */
  readonly secret: string;
  readonly format: AriFormat;
  /** OpenTravel: the site's code for the hotel. */
  readonly hotelCode: string | null;
  /** HTTP Basic authentication, when set. */
  readonly username: string | null;
  readonly password: string | null;
}

export interface WebhookOptions {
  readonly timeoutMs: number;
  /** Whether loopback and private addresses may be sent to (tests, a channel manager on the LAN). */
  readonly allowPrivate: boolean;
  readonly now?: () => Date;
}

/** The signature header: `sha256=` + hex HMAC-SHA256 of `{timestamp}.{raw body}` with the secret. */
export const ARI_SIGNATURE_HEADER = 'x-signature';
/** Seconds since 1970 when the message was signed (a receiver refuses old ones: replays). */
export const ARI_TIMESTAMP_HEADER = 'x-signature-timestamp';

export const ariSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message.slice(0, 200) : 'unknown error';
};

/** How much of an endpoint's answer is read (an OTA's answer is a few hundred bytes). */
const ANSWER_MAX_BYTES = 64 * 1024;

/** One POST's outcome, and the answer's text when the adapter asked to read it. */
export type Posted = DeliveryOutcome & { readonly answer?: string };

/**
 * One signed POST of `body` to the endpoint, within the timeout: `X-Signature` and
 * `X-Signature-Timestamp`, and HTTP Basic authentication when the endpoint has a user name.
 * A 2xx is delivered. A redirect is not followed (a signed message goes to the address staff
 * set, nowhere else): it fails with its status. Private and loopback hosts are refused unless
 * allowed (as calendar imports are). `read`: the answer's text is kept (up to 64 KB).
 */
export const postSigned = async (
  options: WebhookOptions,
  endpoint: AriTarget,
  request: { readonly contentType: string; readonly body: string; readonly read: boolean },
): Promise<Posted> => {
  const now = options.now ?? (() => new Date());
  const started = Date.now();
  const took = () => Math.max(0, Date.now() - started);
  const timestamp = String(Math.floor(now().getTime() / 1000));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const url = new URL(endpoint.url);
    if (!options.allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host)
        ? [host]
        : (await lookup(host, { all: true })).map((a) => a.address);
      if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
        return {
          delivered: false,
          status: null,
          error: `private address: ${host}`,
          durationMs: took(),
        };
      }
    }
    const headers: Record<string, string> = {
      'content-type': request.contentType,
      'user-agent': 'hotel-pms ari',
      [ARI_SIGNATURE_HEADER]: ariSignature(endpoint.secret, timestamp, request.body),
      [ARI_TIMESTAMP_HEADER]: timestamp,
    };
    if (endpoint.username !== null) {
      const credentials = `${endpoint.username}:${endpoint.password ?? ''}`;
      headers.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: request.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    const status = response.status;
    if (status < 200 || status >= 300) {
      await response.body?.cancel();
      const error = status >= 300 && status < 400 ? 'redirect not followed' : `HTTP ${status}`;
      return { delivered: false, status, error, durationMs: took() };
    }
    if (!request.read) {
      await response.body?.cancel();
      return { delivered: true, status, error: null, durationMs: took() };
    }
    const answer = await readLimited(response, ANSWER_MAX_BYTES);
    if (answer === null) {
      return { delivered: false, status, error: 'answer over 64 KB', durationMs: took() };
    }
    return { delivered: true, status, error: null, durationMs: took(), answer };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `timeout after ${options.timeoutMs} ms`
      : reasonOf(error);
    return { delivered: false, status: null, error: reason, durationMs: took() };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The generic JSON webhook: `POST {url}` with the message as JSON, signed, within a timeout;
 * any 2xx is delivered (`postSigned`).
 */
export const webhookAdapter = (options: WebhookOptions): AriAdapter => ({
  async deliver(message, endpoint) {
    const now = options.now ?? (() => new Date());
    const body = JSON.stringify({ type: 'ari.update', sentAt: now().toISOString(), ...message });
    const { answer: _unread, ...outcome } = await postSigned(options, endpoint, {
      contentType: 'application/json',
      body,
      read: false,
    });
    return outcome;
  },
});

/** Sends each message through the adapter of its endpoint's format. */
export const adapterByFormat = (adapters: Record<AriFormat, AriAdapter>): AriAdapter => ({
  deliver: (message, endpoint) => adapters[endpoint.format].deliver(message, endpoint),
});
