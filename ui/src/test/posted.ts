import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RecordedRequest } from './fake-server';

/**
 * Clicks the button named `button` inside `container` (a dialog's save), waits until the fake
 * server has recorded a POST and answers the first one: what the form sent.
 */
export const clickAndReadPost = async (
  requests: RecordedRequest[],
  container: HTMLElement,
  button: string,
) => {
  fireEvent.click(within(container).getByRole('button', { name: button }));
  await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
  return requests.find((r) => r.method === 'POST')!;
};
