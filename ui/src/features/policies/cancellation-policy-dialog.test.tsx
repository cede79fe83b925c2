// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json, type RecordedRequest } from '../../test/fake-server';
import { renderScreen, switchOff, switchOn } from '../../test/render';
import { CancellationPolicyDialog } from './cancellation-policy-dialog';
import type { CancellationPercent, CancellationPolicy, CancellationTime } from './policies-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const times: CancellationTime[] = [
  { id: 'd0', name: 'Ирэх өдөр', day: 0, hasTime: false, hour: null },
  { id: 'd3', name: 'Ирэхээс 3 хоногийн өмнө', day: 3, hasTime: false, hour: null },
  { id: 'h18', name: 'Ирэх өдрийн 18:00', day: 0, hasTime: true, hour: 18 },
];
const percents: CancellationPercent[] = [0, 10, 50, 100].map((percent) => ({
  id: `p${percent}`,
  name: `${percent}%`,
  percent,
}));

/** The lists the dialog reads; a POST is answered by `command`. */
const serve = (command: (request: RecordedRequest) => Response = () => json({ position: '1' })) =>
  installFakeServer((request) => {
    if (request.url === '/api/cancellation/times') return json({ data: times, total: 3 });
    if (request.url === '/api/cancellation/percents') return json({ data: percents, total: 4 });
    return command(request);
  });

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

const show = async (policy: CancellationPolicy | null = null) => {
  const onOpenChange = vi.fn();
  await renderScreen(
    <CancellationPolicyDialog slug="h-1" policy={policy} open onOpenChange={onOpenChange} />,
    { namespaces: ['policies'], token: 't' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Цуцлалтын бодлогын тохиргоо' });
  // The choices are in.
  await within(dialog).findByRole('option', { name: 'Ирэхээс 3 хоногийн өмнө' });
  await waitFor(() =>
    expect(within(dialog).getAllByRole('option', { name: '50%' })).not.toHaveLength(0),
  );
  return { dialog, onOpenChange };
};

const select = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('cancellation policy dialog', () => {
  it('sets a tiered policy: the additional percent only after a deadline, the body by the command', async () => {
    const requests = serve();
    const { dialog, onOpenChange } = await show();
    const addition = within(dialog).getByLabelText(/^Нэмэлт хувь/) as HTMLSelectElement;
    expect(addition.disabled).toBe(true);
    // Deadlines at an hour of the day are not offered.
    expect(within(dialog).queryByRole('option', { name: 'Ирэх өдрийн 18:00' })).toBeNull();
    select(dialog, /^Суутгах хувь/, 'p10');
    select(dialog, /^Цуцлах хугацаа/, 'd3');
    await waitFor(() => expect(addition.disabled).toBe(false));
    // Only percents above the chosen one, besides "none".
    expect([...addition.options].map((option) => option.value)).toEqual(['', 'p50', 'p100']);
    select(dialog, /^Нэмэлт хувь/, 'p50');
    // Clearing the deadline clears the additional percent.
    select(dialog, /^Цуцлах хугацаа/, '');
    await waitFor(() => expect(addition.value).toBe(''));
    select(dialog, /^Цуцлах хугацаа/, 'd3');
    select(dialog, /^Нэмэлт хувь/, 'p50');
    await switchOn(within(dialog).getByRole('checkbox', { name: /Урьдчилгаа төлбөр/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/cancellation/policies',
      body: {
        isFree: false,
        cancellationTime: { id: 'd3' },
        cancellationPercent: { id: 'p10' },
        cancellationAdditionPercent: { id: 'p50' },
        basis: 'wholeStay',
        fixedAmount: null,
        hasPrepayment: true,
      },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('asks for the charge in its own words and sends nothing', async () => {
    const requests = serve();
    const { dialog } = await show();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Суутгах хувийг сонгоно уу.')).toBeTruthy();
    select(dialog, /^Торгуулийг юунаас тооцох/, 'fixed');
    expect(within(dialog).queryByLabelText(/^Суутгах хувь/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Тогтмол торгуулийн дүнг оруулна уу.')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('a fixed amount is sent without percents; the server’s field error shows under its field', async () => {
    const requests = serve(() =>
      json(
        {
          type: '/problems/validation',
          title: 'Invalid input',
          status: 422,
          errors: { fixedAmount: ['Захиалгын дүнгээс их байна.'] },
        },
        422,
      ),
    );
    const { dialog } = await show();
    select(dialog, /^Суутгах хувь/, 'p10');
    select(dialog, /^Торгуулийг юунаас тооцох/, 'fixed');
    fireEvent.change(within(dialog).getByLabelText(/^Тогтмол торгууль/), {
      target: { value: '50000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toEqual({
      isFree: false,
      cancellationTime: null,
      cancellationPercent: null,
      cancellationAdditionPercent: null,
      basis: 'fixed',
      fixedAmount: 50000,
      hasPrepayment: false,
    });
    const amount = within(dialog).getByLabelText(/^Тогтмол торгууль/);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Захиалгын дүнгээс их байна.')).toBeTruthy();
  });

  it('free cancellation hides the charge and resets it', async () => {
    const requests = serve();
    const { dialog } = await show();
    select(dialog, /^Суутгах хувь/, 'p50');
    const free = within(dialog).getByRole('checkbox', { name: /Үнэгүй цуцлах/ });
    await switchOn(free);
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Суутгах хувь/)).toBeNull());
    await switchOff(free);
    const percent = (await within(dialog).findByLabelText(/^Суутгах хувь/)) as HTMLSelectElement;
    expect(percent.value).toBe('');
    await switchOn(free);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      isFree: true,
      cancellationPercent: null,
      hasPrepayment: false,
    });
  });
});
