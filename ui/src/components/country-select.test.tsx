// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { initI18n } from '../lib/i18n';
import { CountrySelect } from './country-select';

function Field({ initial, onStored }: { initial: string; onStored: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CountrySelect
      aria-label="nationality"
      value={value}
      onChange={(next) => {
        setValue(next);
        onStored(next);
      }}
    />
  );
}

describe('CountrySelect', () => {
  it('names a stored code or an older country name in the language, and stores a country picked as its code', async () => {
    await initI18n('en');
    const stored: string[] = [];
    const { unmount } = render(
      <AppProviders>
        <Field initial="Монгол" onStored={(v) => stored.push(v)} />
      </AppProviders>,
    );
    const input = screen.getByLabelText('nationality') as HTMLInputElement;
    expect(input.value).toBe('Mongolia');
    const options = [...document.querySelectorAll('datalist option')].map(
      (o) => (o as HTMLOptionElement).value,
    );
    expect(options).toContain('United Kingdom');
    fireEvent.change(input, { target: { value: 'United Kingdom' } });
    fireEvent.change(input, { target: { value: 'Mongolian' } });
    expect(stored).toEqual(['GB', 'Mongolian']);
    expect(input.value).toBe('Mongolian');
    unmount();

    await initI18n('mn');
    render(
      <AppProviders>
        <Field initial="GB" onStored={() => undefined} />
      </AppProviders>,
    );
    expect((screen.getByLabelText('nationality') as HTMLInputElement).value).toBe('Их Британи');
  });
});
