// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { initI18n } from '../lib/i18n';
import { toaster } from '../lib/toaster';
import { LazyToaster } from './lazy-toaster';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const mount = async () => {
  await initI18n('mn');
  return render(
    <AppProviders>
      <LazyToaster />
    </AppProviders>,
  );
};

describe('LazyToaster', () => {
  it('renders nothing until the first notice, then shows it and the ones after', async () => {
    toaster.remove();
    const { container } = await mount();
    expect(container.ownerDocument.querySelector('[data-scope="toast"]')).toBeNull();

    act(() => {
      toaster.create({ type: 'success', title: 'Захиалга хадгалагдлаа' });
    });
    expect(await screen.findByText('Захиалга хадгалагдлаа')).toBeTruthy();

    act(() => {
      toaster.create({ type: 'error', title: 'Өрөө захиалагдсан байна' });
    });
    expect(await screen.findByText('Өрөө захиалагдсан байна')).toBeTruthy();
  });

  it('shows a notice created before it was mounted', async () => {
    toaster.remove();
    toaster.create({ type: 'info', title: 'Шинэ захиалга ирлээ' });
    await mount();
    expect(await screen.findByText('Шинэ захиалга ирлээ')).toBeTruthy();
  });
});
