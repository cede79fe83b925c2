import { describe, expect, it } from 'vitest';
import { hotel, other, book, detail, useFolioWorld } from '../support/folio-world';

/** The guests staying besides the booking's own (docs/folio.md). */

useFolioWorld();

describe('the folio', () => {
  it('guests staying besides the booking’s own: add, edit, remove', async () => {
    const id = await book(1);
    const added = await hotel.post(
      '/guest/clones',
      { id, name: 'Сараа', passportNumber: 'E1234567' },
      200,
    );
    await hotel.post(
      '/guest/clones',
      { id, guestCloneId: added.body.id, name: 'Сараа', surname: 'Бат' },
      200,
    );
    expect((await detail(id)).guestClones).toEqual([
      expect.objectContaining({
        guestCloneId: added.body.id,
        surname: 'Бат',
        nationality: 'MN',
        passportNumber: null,
      }),
    ]);
    const bad = await hotel.post('/guest/clones', { id, name: '', email: 'nope' }, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name']);
    await other.post('/guest/clones/delete', { id: added.body.id, reservationId: id }, 404);
    await hotel.post('/guest/clones/delete', { id: added.body.id, reservationId: id }, 200);
    expect((await detail(id)).guestClones).toEqual([]);
  });
});
