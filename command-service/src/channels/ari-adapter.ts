import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { DeliveryOutcome } from './ari-outbox';
import type { AriMessage } from './ari-snapshot';
import { isPrivateAddress } from './calendar-fetch';

/**
 * The ARI port (docs/channels.md "ARI push"): how one message reaches a channel. The generic
 * JSON webhook is the first adapter; an OTA's own API (its XML, its auth, its code lists)
 * plugs in as another implementation of the same port. An adapter never throws: every failure
 * is an outcome, recorded in the delivery log.
 */
export interface AriAdapter {
  deliver(
    message: AriMessage,
    endpoint: { readonly url: string; readonly secret: string },
  ): Promise<DeliveryOutcome>;
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

/**
 * The generic JSON webhook: `POST {url}` with the message as JSON, signed (`X-Signature`,
 * `X-Signature-Timestamp`), within a timeout. Any 2xx is delivered. A redirect is not followed
 * (a signed message goes to the address staff set, nowhere else): it fails with its status.
 * Private and loopback hosts are refused unless allowed (as calendar imports are).
 */
export const webhookAdapter = (options: WebhookOptions): AriAdapter => ({
  async deliver(message, endpoint) {
    const now = options.now ?? (() => new Date());
    const started = Date.now();
    const took = () => Math.max(0, Date.now() - started);
    const body = JSON.stringify({ type: 'ari.update', sentAt: now().toISOString(), ...message });
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
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'hotel-pms ari',
          [ARI_SIGNATURE_HEADER]: ariSignature(endpoint.secret, timestamp, body),
          [ARI_TIMESTAMP_HEADER]: timestamp,
        },
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        return { delivered: true, status: response.status, error: null, durationMs: took() };
      }
      const error =
        response.status >= 300 && response.status < 400
          ? 'redirect not followed'
          : `HTTP ${response.status}`;
      return { delivered: false, status: response.status, error, durationMs: took() };
    } catch (error) {
      const reason = controller.signal.aborted
        ? `timeout after ${options.timeoutMs} ms`
        : reasonOf(error);
      return { delivered: false, status: null, error: reason, durationMs: took() };
    } finally {
      clearTimeout(timer);
    }
  },
});
