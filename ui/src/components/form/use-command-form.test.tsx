// @vitest-environment jsdom
import { chakra } from '@chakra-ui/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { FormAlert } from '../form-alert';
import { SwitchInputField, TextField } from './fields';
import { currencyBodyOf, useCurrencyForm } from './currency-form-fixture';

afterEach(cleanup);

/** A currency form on the server's own schema; `send` is the test's. */
function CurrencyForm({
  send,
  refused,
}: {
  send: (body: unknown, key: string) => Promise<void>;
  refused?: (error: unknown) => void;
}) {
  const form = useCurrencyForm({
    send,
    ...(refused ? { refused } : {}),
    toRequest: (values) => ({ id: 'not-a-uuid', ...currencyBodyOf(values) }),
  });
  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
      <TextField form={form} name="name" label="Name" required />
      <TextField form={form} name="shortName" label="Code" />
      <TextField form={form} name="rate" label="Rate" />
      <SwitchInputField form={form} name="isDefault" label="Default" />
      <button type="submit">Send</button>
    </chakra.form>
  );
}

const show = (
  send = vi.fn(async (_body: unknown, _key: string) => {}),
  language: 'mn' | 'en' = 'mn',
) => renderScreen(<CurrencyForm send={send} />, { language }).then(() => send);

describe('useCommandForm', () => {
  it('checks the fields the user changed with the schema, in the server’s words, and focuses the first', async () => {
    const send = await show();
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // validation.currencyCode and validation.positive, as the server's 422 writes them.
    expect(await screen.findByText('Валютын код 3 латин том үсэг байна (MNT, USD).')).toBeTruthy();
    expect(screen.getByText('0-ээс их тоо оруулна уу.')).toBeTruthy();
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code/));
    // The name was never touched, the id is the server's: left to the server.
    expect(screen.queryByText('Заавал бөглөнө үү.')).toBeNull();
    expect(send).not.toHaveBeenCalled();

    // A change takes the field's message away; a bound over the limit quotes it.
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'USD' } });
    expect(screen.queryByText('Валютын код 3 латин том үсэг байна (MNT, USD).')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Хамгийн ихдээ 1000000 байна.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks the interface language', async () => {
    await show(undefined, 'en');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('sends the body with an Idempotency-Key, kept while nothing changes', async () => {
    const send = vi.fn(async (_body: unknown, _key: string): Promise<void> => {
      throw { status: 409, data: { title: 'Busy', status: 409 } };
    });
    await show(send);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Евро ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({
      id: 'not-a-uuid',
      name: 'Евро',
      shortName: '',
      rate: '',
      isDefault: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls.map((call) => call[1]);
    expect(second).toBe(first);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Евро2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![1]).not.toBe(first);
  });

  it('maps the server’s 422 onto the fields (a part under its field), the rest into the alert', async () => {
    const send = vi.fn(async () => {
      throw {
        status: 422,
        data: {
          status: 422,
          errors: {
            'shortName.0': ['Код буруу.'],
            rate: ['Тоо оруулна уу.', 'Ханш хэт их.'],
            id: ['Утга буруу байна.'],
          },
        },
      };
    });
    await show(send);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Код буруу.')).toBeTruthy();
    expect(screen.getByText('Тоо оруулна уу.')).toBeTruthy();
    expect(screen.getByText('Ханш хэт их.')).toBeTruthy();
    // `id` is no field of the form: the form's alert says it.
    expect(screen.getByText('Утга буруу байна.')).toBeTruthy();
    expect(screen.getByLabelText(/^Rate/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Code/)));
  });

  it('hands a refusal without field errors to the form’s own `refused`, field errors still under their fields', async () => {
    const refused = vi.fn();
    let answer: unknown = { status: 400, data: { status: 400, title: 'Холбоос хүчингүй.' } };
    const send = vi.fn(async () => {
      throw answer;
    });
    await renderScreen(<CurrencyForm send={send} refused={refused} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith(answer));

    answer = { status: 422, data: { status: 422, errors: { rate: ['Тоо оруулна уу.'] } } };
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Тоо оруулна уу.')).toBeTruthy();
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
