// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { posts, show } from './test-fixtures';
import { aReservation, serveReservations } from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);
/** The page: its facts, its documents, its notes. */
describe('reservation detail', () => {
  it('shows the general facts, the price line by line and the folio panels', async () => {
    serveReservations();
    await show();
    expect(await screen.findByRole('heading', { name: 'Захиалга №12' })).toBeTruthy();
    const general = screen.getByRole('region', { name: 'Ерөнхий мэдээлэл' });
    expect(within(general).getByText('Дорж Бат')).toBeTruthy();
    expect(within(general).getByRole('link', { name: '№7 · 1 өрөө' }).getAttribute('href')).toBe(
      '/p/h-1/group/g-1',
    );
    const price = screen.getByRole('region', { name: 'Үнийн задаргаа' });
    expect(within(price).getByText('2026-12-09-ний хоног')).toBeTruthy();
    expect(within(price).getByText('2026-12-10-ний хоног')).toBeTruthy();
    expect(within(price).getByTestId('tax-tax-1').textContent).toContain('үнэд багтсан');
    expect(within(price).getByTestId('price-total').textContent).toContain('300,000₮');
    expect(within(price).getByTestId('price-balance').textContent).toContain('300,000₮');
    // The folio's panels: services, guests (the booking's guest primary), taxes; no extra
    // beds for a room type without them.
    expect(
      within(screen.getByTestId('services-panel')).getByText('Нэмэлт үйлчилгээ алга.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('guests-panel')).getByText('Үндсэн')).toBeTruthy();
    expect(within(screen.getByTestId('taxes-panel')).getAllByTestId('tax-row')).toHaveLength(1);
    expect(screen.queryByTestId('extra-beds-panel')).toBeNull();
  });

  it('prints its documents in a new tab; the invoice is not offered for an hourly stay', async () => {
    serveReservations();
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хэвлэх' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Захиалгын баталгаажуулалт', '/p/h-1/p/reservation/r-1'],
      ['Зочны бүртгэлийн хуудас', '/p/h-1/p/registration/r-1'],
      ['Төлбөрийн баримт', '/p/h-1/p/payment/r-1'],
      ['Нэхэмжлэх', '/p/h-1/p/invoice/g-1/r-1'],
    ]);
    expect(items.every((item) => item.getAttribute('target') === '_blank')).toBe(true);
    cleanup();

    serveReservations({ reservation: aReservation({ stayType: 'time', hours: 3 }) });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хэвлэх' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).not.toContain(
      'Нэхэмжлэх',
    );
  });

  it('saves the notes once, 500 ms after typing stops', async () => {
    const requests = serveReservations();
    await show();
    const notes = await screen.findByLabelText('Захиалгын тэмдэглэл');
    fireEvent.change(notes, { target: { value: 'Ө' } });
    fireEvent.change(notes, { target: { value: 'Өглөө' } });
    fireEvent.change(notes, { target: { value: 'Өглөө эрт ирнэ' } });
    expect(screen.getByTestId('notes-state').textContent).toBe('Хадгалаагүй өөрчлөлт…');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(requests)).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('notes-state').textContent).toBe('Хадгалагдсан'));
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservations/notes',
      body: { id: 'r-1', notes: 'Өглөө эрт ирнэ' },
    });
  });
});
