// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { RoomNumbersInput } from './room-numbers-input';

/** From now on, a frame that never comes: a loaded machine, where keys beat the next frame. */
const framesStall = (): void => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Numbers({ taken = [] }: { taken?: string[] }) {
  const [value, setValue] = useState<string[]>([]);
  const [pending, setPending] = useState('');
  return (
    <>
      <RoomNumbersInput
        label="Room numbers"
        value={value}
        onChange={setValue}
        pending={pending}
        onPendingChange={setPending}
        taken={new Set(taken)}
      />
      <output aria-label="chips">{value.join('|')}</output>
    </>
  );
}

/** One browser task: the event, then what it queued (not the next frame: frames stall). */
const task = (fire: () => void): Promise<void> =>
  act(async () => {
    fire();
    await Promise.resolve();
  });

/** Types a number key by key, as a person (or a test runner) does, then ends it with `end`. */
const typeNumber = async (input: HTMLElement, text: string, end: string): Promise<void> => {
  for (const char of text) {
    const typed = (input as HTMLInputElement).value + char;
    await task(() => fireEvent.input(input, { target: { value: typed } }));
  }
  await task(() => fireEvent.keyDown(input, { key: end }));
};

it('Enter and delimiters make chips at once: the next number is not merged into the last', async () => {
  await renderScreen(<Numbers />);
  const input = await screen.findByRole('textbox', { name: 'Room numbers' });
  await task(() => input.focus());
  framesStall();
  await typeNumber(input, '101', 'Enter');
  await typeNumber(input, '102', ',');
  await typeNumber(input, '103', ' ');
  await typeNumber(input, '104', 'Enter');
  expect(screen.getByLabelText('chips').textContent).toBe('101|102|103|104');
  expect((input as HTMLInputElement).value).toBe('');
});

it('a number twice, or one the property has, is refused with a message and not added', async () => {
  await renderScreen(<Numbers taken={['201']} />);
  const input = await screen.findByRole('textbox', { name: 'Room numbers' });
  await task(() => input.focus());
  framesStall();
  await typeNumber(input, '101', 'Enter');
  await typeNumber(input, '101', 'Enter');
  expect(screen.getByLabelText('chips').textContent).toBe('101');
  screen.getByText('Өрөөний дугаар давхардаж байна: 101.');
  await typeNumber(input, '201', 'Enter');
  screen.getByText('Өрөөний дугаар давхардаж байна: 201.');
  expect(screen.getByLabelText('chips').textContent).toBe('101');
  expect((input as HTMLInputElement).value).toBe('');
});
