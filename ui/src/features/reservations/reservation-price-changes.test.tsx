// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { posts, show } from './test-fixtures';
import {
  aReservation,
  roomTypesCheck,
  serveReservations,
} from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);

/** The reservation shown, its room block's "Change room type" clicked: the dialog. */
const openRoomTypeDialog = async () => {
  await show();
  const room = await screen.findByTestId('room-block');
  fireEvent.click(within(room).getByRole('button', { name: 'Өрөөний төрөл солих' }));
  return screen.findByRole('dialog', { name: 'Өрөөний төрөл солих' });
};
/** The room type and discount changes of the price. */
describe('reservation detail', () => {
  it('offers the room type and discount changes only when allowed', async () => {
    serveReservations({
      reservation: aReservation({
        paid: 100000,
        balance: 200000,
        allowed: { ...aReservation().allowed, changeRoomType: false, changeDates: false },
      }),
    });
    await show();
    const room = await screen.findByTestId('room-block');
    expect(within(room).queryByRole('button', { name: 'Өрөөний төрөл солих' })).toBeNull();
    expect(within(room).queryByRole('button', { name: 'Хөнгөлөлт' })).toBeNull();
    expect(within(room).getByTestId('room-type-locked')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Огноо солих' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers them when allowed; another room type resets the rate plan', async () => {
    const requests = serveReservations();
    const dialog = await openRoomTypeDialog();
    const plan = within(dialog).getByLabelText('Үнийн төрөл') as HTMLSelectElement;
    await waitFor(() => expect(plan.value).toBe('rp-1'));
    fireEvent.change(within(dialog).getByLabelText(/^Өрөөний төрөл/), {
      target: { value: 'rt-2' },
    });
    expect(plan.value).toBe('rp-2');
    fireEvent.change(plan, { target: { value: 'rp-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const changes = () => posts(requests).filter((r) => r.url === '/api/update/roomtype');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      body: { id: 'r-1', roomTypeId: 'rt-2', ratePlanId: 'rp-3', calcTypeValue: 'ratePlan' },
    });
  });

  it('room type: a typed price is sent in tugrik', async () => {
    const requests = serveReservations();
    const dialog = await openRoomTypeDialog();
    await within(dialog).findByRole('option', { name: 'Люкс (1 сул)' });
    fireEvent.change(within(dialog).getByLabelText(/^Өрөөний төрөл/), {
      target: { value: 'rt-2' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Үнэ оруулах/ }));
    fireEvent.change(await within(dialog).findByLabelText(/Байрлалын өрөөний дүн/), {
      target: { value: '250001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const changes = () => posts(requests).filter((r) => r.url === '/api/update/roomtype');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      body: { roomTypeId: 'rt-2', calcTypeValue: 'currency', calcValue: 250001 },
    });
  });

  it('room type: a full type is disabled and says why', async () => {
    serveReservations(undefined, (request) =>
      request.url === '/api/room/types/check'
        ? json(roomTypesCheck({ luxFull: true }))
        : json({ id: 'r-1', position: '9' }),
    );
    const dialog = await openRoomTypeDialog();
    const lux = (await within(dialog).findByRole('option', {
      name: 'Люкс (дүүрсэн)',
    })) as HTMLOptionElement;
    expect(lux.disabled).toBe(true);
  });

  it('discount: changing the type sets the value back to 0', async () => {
    const requests = serveReservations({
      reservation: aReservation({ discount: 10, discountType: 'percent' }),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хөнгөлөлт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хөнгөлөлт' });
    const value = within(dialog).getByRole('textbox') as HTMLInputElement;
    expect(value.value).toBe('10');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Дүнгээр (₮)' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('0'),
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservation/discount',
      body: { id: 'r-1', discountType: 'currency', discount: 20000 },
    });
  });
});
