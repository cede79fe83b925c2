// @vitest-environment jsdom
import { chakra } from '@chakra-ui/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { type FieldSpec, FormFields } from './form-fields';
import { type CurrencyValues, useCurrencyForm } from './currency-form-fixture';

afterEach(cleanup);

/** The keys are the texts (the test's `t` returns them as they are). */
const SPECS: readonly FieldSpec<CurrencyValues>[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 60 },
  {
    kind: 'row',
    fields: [
      {
        kind: 'select',
        name: 'shortName',
        label: 'Code',
        emptyOption: 'None',
        options: [{ value: 'USD', text: 'US dollar' }],
      },
      {
        kind: 'text',
        name: 'rate',
        label: 'Rate',
        optionalText: 'optional',
        helperText: 'Per unit',
      },
    ],
  },
  { kind: 'switch', name: 'isDefault', label: 'Default', description: 'The one used first' },
];

function CurrencyForm({ send }: { send: (body: unknown, key: string) => Promise<void> }) {
  const form = useCurrencyForm({ send });
  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      <FormFields form={form} fields={SPECS} t={(key) => key} />
      <button type="submit">Send</button>
    </chakra.form>
  );
}

describe('FormFields', () => {
  it('draws each spec as its bound field, with its texts, and sends what was entered', async () => {
    const send = vi.fn(async (_body: unknown, _key: string) => {});
    await renderScreen(<CurrencyForm send={send} />, { language: 'en' });
    const name = screen.getByLabelText(/^Name/);
    expect((name as HTMLInputElement).maxLength).toBe(60);
    expect(screen.getByText('Per unit')).toBeTruthy();
    expect(screen.getByText('optional')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'None' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Dollar' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '3450' } });
    expect(screen.getByText('The one used first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Dollar',
      shortName: 'USD',
      rate: 3450,
      isDefault: false,
    });
  });
});
