// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedRequest } from '../../test/fake-server';
import { renderScreen, switchOn } from '../../test/render';
import { aReservation, serveReservations } from '../../shared/reservations/test-server';
import { CancellationFeeDialog } from './cancellation-fee-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A canceled stay whose fee of 150,000₮ is not paid yet. */
const canceled = aReservation({
  status: 'canceled',
  cancellation: { amount: 150000, isPaid: false, rule: null, payment: null },
});

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

const show = async () => {
  const onOpenChange = vi.fn();
  await renderScreen(
    <CancellationFeeDialog slug="h-1" reservation={canceled} open onOpenChange={onOpenChange} />,
    { namespaces: ['reservations'], token: 't' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Торгууль өөрчлөх' });
  return { dialog, onOpenChange };
};

describe('cancellation fee dialog', () => {
  it('asks why before anything is sent', async () => {
    const requests = serveReservations({ reservation: canceled });
    const { dialog } = await show();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Торгууль өөрчлөх шалтгааныг бичнэ үү.')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends the new amount, paid by the default method, with the reason', async () => {
    const requests = serveReservations({ reservation: canceled });
    const { dialog, onOpenChange } = await show();
    const amount = within(dialog).getByLabelText('Торгууль') as HTMLInputElement;
    expect(amount.value).toBe('150,000');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '100000' } });
    await switchOn(within(dialog).getByRole('switch', { name: /Торгуулийг төлсөн/ }));
    const method = (await within(dialog).findByRole('combobox', {
      name: 'Төлбөрийн хэрэгсэл',
    })) as HTMLSelectElement;
    await waitFor(() => expect(method.value).toBe('pm-cash'));
    fireEvent.change(within(dialog).getByLabelText(/^Шалтгаан/), {
      target: { value: ' Зочинтой тохирсон ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservation/cancellation',
      body: {
        id: 'r-1',
        amount: 100000,
        isPaid: true,
        paymentMethodId: 'pm-cash',
        reason: 'Зочинтой тохирсон',
      },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('a fee of 0 cannot be paid; the server’s refusal shows under its field', async () => {
    const requests = serveReservations({ reservation: canceled }, () =>
      json(
        {
          type: '/problems/validation',
          title: 'Invalid input',
          status: 422,
          errors: { amount: ['Шөнийн аудитаар хаагдсан торгуулийн дүн өөрчлөгдөхгүй.'] },
        },
        422,
      ),
    );
    const { dialog } = await show();
    const amount = within(dialog).getByLabelText('Торгууль');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '0' } });
    const paid = within(dialog).getByRole('switch', { name: /Торгуулийг төлсөн/ });
    await waitFor(() => expect((paid as HTMLInputElement).disabled).toBe(true));
    fireEvent.change(within(dialog).getByLabelText(/^Шалтгаан/), {
      target: { value: 'Алдаа' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      amount: 0,
      isPaid: false,
      paymentMethodId: null,
    });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('Шөнийн аудитаар хаагдсан торгуулийн дүн өөрчлөгдөхгүй.'),
    ).toBeTruthy();
  });
});
