// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { renderScreen, switchOn } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ReservationsPage } from './reservations-page';
import { aReservation, serveReservations } from '../../shared/reservations/test-server';

// Menus and tabs follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);

const show = (search = '') =>
  renderScreen(<ReservationsPage />, {
    path: `/p/h-1/reservations${search}`,
    namespaces: ['reservations'],
    token: 't',
  });

/** The statuses the row's status menu offers, by name. */
const offered = async (number: number) => {
  const row = await screen.findByTestId(`reservation-${number}`);
  fireEvent.click(
    within(row).getByRole('button', { name: `${number} дугаар захиалгын төлөв солих` }),
  );
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

/** Picks a menu entry as a pointer does (it highlights on pointer down, selects on click). */
const choose = async (name: string) => {
  const item = screen.getByRole('menuitem', { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
};

describe('reservation list', () => {
  it('in English, names the channel and room type in English when they have English names', async () => {
    const named = aReservation();
    serveReservations({
      list: [
        {
          ...named,
          sourceClone: { ...named.sourceClone, nameEn: 'Direct' },
          roomTypeClone: { ...named.roomTypeClone, nameEn: 'Standard' },
        },
        aReservation({ id: 'r-2', number: 13 }),
      ],
    });
    await renderScreen(<ReservationsPage />, {
      path: '/en/p/h-1/reservations',
      language: 'en',
      namespaces: ['reservations'],
      token: 't',
    });
    const row = await screen.findByTestId('reservation-12');
    expect(within(row).getByText('Direct')).toBeTruthy();
    expect(within(row).getByTitle('Standard')).toBeTruthy();
    // Without an English name, the name.
    expect(within(screen.getByTestId('reservation-13')).getByText('Шууд')).toBeTruthy();
  });

  it('today’s check-ins offer checked-in and canceled', async () => {
    serveReservations();
    await show();
    expect(await offered(12)).toEqual(['Байрласан', 'Цуцлагдсан']);
  });

  it('tomorrow’s check-ins offer canceled and confirmed (not the status it has)', async () => {
    serveReservations({ list: [aReservation({ status: 'pending' })] });
    await show('?tab=tomorrowCheckin');
    expect(await offered(12)).toEqual(['Цуцлагдсан', 'Баталгаажсан']);
  });

  it('today’s check-outs: checked-out when paid, only a note while money is due', async () => {
    const paid = aReservation({ status: 'checked-in', balance: 0, paid: 300000 });
    const owing = aReservation({ id: 'r-2', number: 13, status: 'checked-in', balance: 50000 });
    serveReservations({ list: [paid, owing] });
    await show('?tab=todayCheckout');
    const row = await screen.findByTestId('reservation-13');
    expect(within(row).getByTestId('incomplete-payment').textContent).toBe('Төлбөр дутуу');
    expect(within(row).queryByRole('button', { name: /төлөв солих/ })).toBeNull();
    expect(
      within(screen.getByTestId('reservation-12')).queryByTestId('incomplete-payment'),
    ).toBeNull();
    expect(await offered(12)).toEqual(['Гарсан']);
  });

  it('the others tab offers no status change and shows its filters', async () => {
    serveReservations();
    await show('?tab=other');
    const row = await screen.findByTestId('reservation-12');
    expect(within(row).queryByRole('button', { name: /төлөв солих/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Шүүлтүүр' })).toBeTruthy();
  });

  it('cancels with the fee, whether it was paid and the status the user saw', async () => {
    const requests = serveReservations({}, () => json({ id: 'r-1', position: '9' }));
    await show();
    await offered(12);
    await choose('Цуцлагдсан');
    const dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    expect(within(dialog).getByTestId('status-change').getAttribute('aria-label')).toBe(
      'Баталгаажсан төлвөөс Цуцлагдсан төлөв рүү',
    );
    const fee = within(dialog).getByLabelText('Цуцлалтын төлбөр') as HTMLInputElement;
    // The policy's suggestion.
    expect(fee.value).toBe('150,000');
    fireEvent.focus(fee);
    fireEvent.change(fee, { target: { value: '100000' } });
    const paid = within(dialog).getByRole('switch', { name: /Төлбөр төлөгдсөн/ });
    await switchOn(paid);
    const method = (await within(dialog).findByRole('combobox', {
      name: 'Төлбөрийн хэрэгсэл',
    })) as HTMLSelectElement;
    await waitFor(() => expect(method.value).toBe('pm-cash'));
    expect([...method.options].map((option) => option.text)).toEqual(['Бэлэн']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Тийм, солих' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/reservations/status');
    expect(post?.body).toEqual({
      id: 'r-1',
      status: 'canceled',
      oldStatus: 'confirmed',
      cancellationPayment: 100000,
      isPaid: true,
      // The method the fee was paid by: the default of those that take cancellation fees.
      paymentMethodId: 'pm-cash',
    });
    expect(await screen.findByText('12 дугаар захиалга Цуцлагдсан төлөвт шилжлээ.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed change closes the dialog and reads the list again', async () => {
    const requests = serveReservations({}, () =>
      json(
        {
          type: '/problems/rule',
          title: 'Захиалгын төлөв өөр хэрэглэгчээр өөрчлөгдсөн байна. Хуудсаа шинэчилнэ үү.',
          status: 400,
        },
        400,
      ),
    );
    await show();
    await offered(12);
    await choose('Байрласан');
    const dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    const reads = () => requests.filter((r) => r.url === '/api/reservations').length;
    const before = reads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Тийм, солих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('export shows the selected count and is disabled with none selected', async () => {
    serveReservations({
      list: [aReservation(), aReservation({ id: 'r-2', number: 13 })],
    });
    await show();
    await screen.findByTestId('reservation-12');
    const exportButton = screen.getByRole('button', { name: 'Татах (0)' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '13 дугаар захиалгыг сонгох' }));
    const one = (await screen.findByRole('button', { name: 'Татах (1)' })) as HTMLButtonElement;
    expect(one.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Энэ хуудасны бүх захиалгыг сонгох' }));
    expect(await screen.findByRole('button', { name: 'Татах (2)' })).toBeTruthy();
  });

  it('exports without the services sheet, with the spec’s notice, when the services fail', async () => {
    const made: Blob[] = [];
    // jsdom has no object URLs: the download's blob is kept instead.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    });
    const requests = serveReservations({ list: [aReservation()] });
    await show();
    fireEvent.click(await screen.findByRole('checkbox', { name: '12 дугаар захиалгыг сонгох' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Татах (1)' }));
    // GET /reservations/items answers 404 here: the notice, and the file all the same.
    expect(await screen.findByText('Нэмэлт үйлчилгээ тооцоолоход алдаа гарлаа.')).toBeTruthy();
    await waitFor(() => expect(made).toHaveLength(1), { timeout: 10_000 });
    expect(requests.some((r) => r.url === '/api/reservations/items')).toBe(true);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await made[0]!.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Захиалгууд',
      'Захиалгын хүсэлтүүд',
      'Зочид',
      'Мөнгөн гүйлгээ',
    ]);
    expect(await screen.findByRole('button', { name: 'Татах (1)' })).toBeTruthy();
  });

  it('links to the new reservation and each reservation', async () => {
    serveReservations();
    await show();
    await screen.findByTestId('reservation-12');
    expect(screen.getByRole('link', { name: 'Шинэ захиалга' }).getAttribute('href')).toBe(
      '/p/h-1/new/reservation',
    );
    expect(
      screen.getByRole('link', { name: '12 дугаар захиалгыг нээх' }).getAttribute('href'),
    ).toBe('/p/h-1/reservation/r-1');
  });
});
