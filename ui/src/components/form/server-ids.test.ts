import { postPaymentSchema } from '@hotel/events/folio/commands';
import { describe, expect, it } from 'vitest';
import { idsLeftToServer } from './server-ids';

const RESERVATION = '0b6f3f9e-2d51-4a7b-9d0c-2f6f1e7a9c11';

describe('idsLeftToServer', () => {
  it('drops the rules on ids picked from the server’s lists, keeps the others', () => {
    const schema = idsLeftToServer(postPaymentSchema, ['paymentMethod', 'currency']);
    const body = (amount: number) => ({
      id: RESERVATION,
      currency: { id: 'c-usd' },
      pays: [{ paymentMethod: { id: 'm-cash' }, amount }],
    });
    expect(schema.safeParse(body(1000)).success).toBe(true);
    const refused = schema.safeParse(body(0));
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(refused.error.issues.map((issue) => issue.path.join('.'))).toEqual(['pays.0.amount']);
    }
  });
});
