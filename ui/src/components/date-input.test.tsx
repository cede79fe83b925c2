// @vitest-environment jsdom
import { Field } from '@chakra-ui/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ChangeEvent, type FocusEvent, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { stubResizeObserverPerTest } from '../test/resize-observer';
import { DateInput, DateTimeInput, TimeInput } from './date-input';
import { addMonths, monthWeeks, shiftMonths } from '@hotel/events/dates';
import { tidyDate, tidyTime } from './date-input-text';

// The calendar's popover follows its anchor's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);

describe('the typed text', () => {
  it('dates are tidied into YYYY-MM-DD only when they name a real date', () => {
    expect(tidyDate(' 2026-11-25 ')).toBe('2026-11-25');
    expect(tidyDate('2026-1-5')).toBe('2026-01-05');
    expect(tidyDate('2026.01.05')).toBe('2026-01-05');
    expect(tidyDate('20260105')).toBe('2026-01-05');
    expect(tidyDate('2026-02-30')).toBe('2026-02-30');
    expect(tidyDate('11/25/2026')).toBe('11/25/2026');
    expect(tidyDate('')).toBe('');
  });

  it('times are tidied into 24-hour HH:mm', () => {
    expect(tidyTime('930')).toBe('09:30');
    expect(tidyTime('9:30')).toBe('09:30');
    expect(tidyTime('9.30')).toBe('09:30');
    expect(tidyTime('1400')).toBe('14:00');
    expect(tidyTime('14')).toBe('14:00');
    expect(tidyTime('23:59')).toBe('23:59');
    expect(tidyTime('24:00')).toBe('24:00');
    expect(tidyTime('2 PM')).toBe('2 PM');
    expect(tidyTime('9:30', true)).toBe('09:30:00');
    expect(tidyTime('09:30:15', true)).toBe('09:30:15');
    expect(tidyTime('09:30:15')).toBe('09:30:15');
  });

  it('a month is six weeks from the Monday on or before its first day', () => {
    const weeks = monthWeeks('2026-11-25');
    // 2026-11-01 is a Sunday: the grid starts on Monday 2026-10-26.
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]?.[6]).toBe('2026-12-06');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

/** A controlled field inside a labelled Chakra field, showing its value. */
function Controlled({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field.Root>
        <Field.Label>Ирэх огноо</Field.Label>
        <DateInput
          name="checkIn"
          value={value}
          min={min}
          max={max}
          today="2026-11-26"
          data-testid="check-in"
          aria-describedby="hint"
          onChange={(event) => setValue(event.target.value)}
        />
      </Field.Root>
      <output data-testid="value">{value}</output>
    </>
  );
}

const openCalendar = async (name = 'Хуанли нээх') => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('grid');
};

describe('DateInput', () => {
  it('is the text field the label points to; typed text reaches onChange as it is', async () => {
    await renderScreen(<Controlled initial="2026-11-25" />);
    const input = screen.getByLabelText('Ирэх огноо') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('2026-11-25');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(input.name).toBe('checkIn');
    expect(input.dataset.testid).toBe('check-in');
    expect(input.getAttribute('aria-describedby')).toContain('hint');
    fireEvent.change(input, { target: { value: '2026-12-0' } });
    // Not a date yet: kept as typed, for the form to call it invalid — never dropped.
    expect(screen.getByTestId('value').textContent).toBe('2026-12-0');
    fireEvent.change(input, { target: { value: '2026-12-1' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01');
    fireEvent.change(input, { target: { value: '25.11.2026' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('25.11.2026');
  });

  it('picks a day from a Monday-first calendar with Mongolian names', async () => {
    await renderScreen(<Controlled initial="2026-11-25" />);
    const grid = await openCalendar();
    expect(screen.getByText('2026 оны 11-р сар')).toBeTruthy();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Да', 'Мя', 'Лх', 'Пү', 'Ба', 'Бя', 'Ня']);
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('button')[0]?.getAttribute('data-date')).toBe(
      '2026-10-26',
    );
    const selected = within(grid).getByRole('gridcell', { selected: true });
    expect(within(selected).getByRole('button').getAttribute('aria-label')).toBe(
      '2026-11-25, Лхагва',
    );
    expect(within(grid).getByRole('button', { name: '2026-11-26, Пүрэв (өнөөдөр)' })).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: '2026-11-30, Даваа' }));
    expect(screen.getByTestId('value').textContent).toBe('2026-11-30');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  });

  it('moves with the keyboard and across months', async () => {
    await renderScreen(<Controlled initial="2026-11-30" />);
    const grid = await openCalendar();
    const focusedDay = () => grid.querySelector('[tabindex="0"]')?.getAttribute('data-date');
    expect(focusedDay()).toBe('2026-11-30');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(focusedDay()).toBe('2026-12-01');
    expect(screen.getByText('2026 оны 12-р сар')).toBeTruthy();
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(focusedDay()).toBe('2026-11-24');
    fireEvent.keyDown(grid, { key: 'Home' });
    expect(focusedDay()).toBe('2026-11-23');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(focusedDay()).toBe('2026-11-29');
    fireEvent.keyDown(grid, { key: 'PageDown' });
    expect(focusedDay()).toBe('2026-12-29');
    fireEvent.keyDown(grid, { key: 'PageUp', shiftKey: true });
    expect(focusedDay()).toBe('2025-12-29');
    fireEvent.click(screen.getByRole('button', { name: 'Дараагийн сар' }));
    expect(screen.getByText('2026 оны 1-р сар')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх сар' }));
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх сар' }));
    expect(screen.getByText('2025 оны 11-р сар')).toBeTruthy();
  });

  it('days outside min … max cannot be picked; an empty field opens on today (kept in range)', async () => {
    await renderScreen(<Controlled min="2026-12-03" max="2026-12-20" />);
    const input = screen.getByLabelText('Ирэх огноо') as HTMLInputElement;
    expect(input.min).toBe('2026-12-03');
    expect(input.max).toBe('2026-12-20');
    const grid = await openCalendar();
    expect(grid.querySelector('[tabindex="0"]')?.getAttribute('data-date')).toBe('2026-12-03');
    const early = within(grid).getByRole('button', { name: '2026-12-02, Лхагва' });
    expect(early.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(early);
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(
      within(grid).getByRole('button', { name: '2026-12-21, Даваа' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(within(grid).getByRole('button', { name: '2026-12-20, Ням' }));
    expect(screen.getByTestId('value').textContent).toBe('2026-12-20');
  });

  it('a disabled field has no calendar', async () => {
    await renderScreen(
      <Field.Root disabled>
        <Field.Label>Ирэх огноо</Field.Label>
        <DateInput value="2026-11-25" onChange={() => {}} />
      </Field.Root>,
    );
    expect((screen.getByLabelText('Ирэх огноо') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Хуанли нээх' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows English names in English', async () => {
    await renderScreen(<Controlled initial="2026-11-25" />, { language: 'en' });
    const grid = await openCalendar('Open the calendar');
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(within(grid).getByRole('button', { name: 'Wednesday, 2026-11-25' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeTruthy();
  });
});

/**
 * A `register`-style spread (name, onChange, onBlur, ref; the value read from the element), as
 * form libraries such as react-hook-form hand it out.
 */
function Registered() {
  const elements = useRef<Record<string, HTMLInputElement | null>>({});
  const [seen, setSeen] = useState<string[]>([]);
  const register = (name: string) => ({
    name,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setSeen((all) => [...all, `change ${event.target.name}=${event.target.value}`]),
    onBlur: (event: FocusEvent<HTMLInputElement>) =>
      setSeen((all) => [...all, `blur ${event.target.name}=${event.target.value}`]),
    ref: (input: HTMLInputElement | null) => {
      elements.current[name] = input;
    },
  });
  return (
    <>
      <Field.Root>
        <Field.Label>Эхлэх огноо</Field.Label>
        <DateInput defaultValue="2026-11-25" today="2026-11-26" {...register('startDate')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Ирэх цаг</Field.Label>
        <TimeInput {...register('arrivalTime')} />
      </Field.Root>
      <button
        type="button"
        onClick={() => setSeen((all) => [...all, `ref=${elements.current.startDate?.value}`])}
      >
        read
      </button>
      <ol>
        {seen.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </>
  );
}

describe('register()-style use', () => {
  it('typing, picking and tidying reach onChange; the ref is the text input', async () => {
    await renderScreen(<Registered />);
    const date = screen.getByLabelText('Эхлэх огноо') as HTMLInputElement;
    expect(date.value).toBe('2026-11-25');
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    const grid = await openCalendar();
    fireEvent.click(within(grid).getByRole('button', { name: '2026-12-07, Даваа' }));
    expect(date.value).toBe('2026-12-07');
    const time = screen.getByLabelText('Ирэх цаг') as HTMLInputElement;
    expect(time.placeholder).toBe('HH:mm');
    fireEvent.change(time, { target: { value: '930' } });
    fireEvent.blur(time);
    expect(time.value).toBe('09:30');
    fireEvent.click(screen.getByRole('button', { name: 'read' }));
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      'change startDate=2026-12-01',
      'change startDate=2026-12-07',
      'change arrivalTime=930',
      'change arrivalTime=09:30',
      'blur arrivalTime=09:30',
      'ref=2026-12-07',
    ]);
  });
});

describe('DateTimeInput', () => {
  it('a date and a time as one value; the label names the date', async () => {
    function Pair() {
      const [value, setValue] = useState('2026-12-01T12:30:00');
      return (
        <>
          <Field.Root>
            <Field.Label>Тухайн үеийн байдал</Field.Label>
            <DateTimeInput withSeconds value={value} onChange={setValue} />
          </Field.Root>
          <output data-testid="value">{value}</output>
        </>
      );
    }
    await renderScreen(<Pair />);
    const date = screen.getByLabelText('Тухайн үеийн байдал');
    expect((date as HTMLInputElement).value).toBe('2026-12-01');
    const time = screen.getByLabelText('Цаг') as HTMLInputElement;
    expect(time.value).toBe('12:30:00');
    expect(time.placeholder).toBe('HH:mm:ss');
    fireEvent.change(time, { target: { value: '9:05' } });
    fireEvent.blur(time);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01T09:05:00');
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-30T09:05:00');
  });
});
