/**
 * A POST of a command of no property (an account, a registration, a guest's request), carrying
 * its Idempotency-Key; a property's commands are posted with `postCommand` (property-requests.ts).
 */
export const keyedPost = <Body>(url: string, body: Body, idempotencyKey: string) => ({
  url,
  method: 'POST',
  body,
  headers: { 'Idempotency-Key': idempotencyKey },
});

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost);
 * staff may open the app over plain http on the hotel network, so fall back to getRandomValues.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
