import { describe, expect, it } from 'vitest';
import { changeRequestStatus } from './decider';
import { P, NOW, broken, requested } from './test-world';

describe('confirm and cancel', () => {
  it('confirms a pending request only', () => {
    const { given, id } = requested(['confirm']);
    expect(given.request).toMatchObject({ status: 'confirmed' });
    expect(
      broken(() =>
        changeRequestStatus(
          { id, status: 'confirmed', reason: null },
          given.request,
          given.occupancy,
          {
            propertyId: P,
            now: NOW,
          },
        ),
      ),
    ).toBe('request.cannotConfirm');
  });

  it('releases the rooms when canceled; never cancels a converted request', () => {
    const { given, id } = requested();
    const canceled = changeRequestStatus(
      { id, status: 'canceled', reason: 'No answer' },
      given.request,
      given.occupancy,
      {
        propertyId: P,
        now: NOW,
      },
    );
    expect(canceled.ledger).toEqual([
      { type: 'RequestRoomsReleased', data: { propertyId: P, resReqId: id } },
    ]);
    given.apply(canceled);
    expect(given.occupancy.requestHolds.size).toBe(0);
    expect(
      broken(() =>
        changeRequestStatus(
          { id, status: 'canceled', reason: null },
          given.request,
          given.occupancy,
          {
            propertyId: P,
            now: NOW,
          },
        ),
      ),
    ).toBe('request.cannotCancel');
  });

  it('refuses another property’s request as not found', () => {
    const { given, id } = requested();
    expect(() =>
      changeRequestStatus(
        { id, status: 'confirmed', reason: null },
        given.request,
        given.occupancy,
        {
          propertyId: 'other',
          now: NOW,
        },
      ),
    ).toThrow('reservationRequest not found');
  });
});
