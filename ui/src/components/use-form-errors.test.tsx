// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormErrors } from './use-form-errors';

describe('useFormErrors', () => {
  it('keeps its callbacks while the fields are the same names, though each render passes a new array', () => {
    // As forms call it: `useFormErrors(['checkIn', 'checkOut'] as const)` inside the component.
    const { result, rerender } = renderHook(({ names }) => useFormErrors([...names]), {
      initialProps: { names: ['checkIn', 'checkOut'] },
    });
    const first = result.current;
    rerender({ names: ['checkIn', 'checkOut'] });
    expect(result.current.showServerErrors).toBe(first.showServerErrors);
    expect(result.current.showFieldErrors).toBe(first.showFieldErrors);
    rerender({ names: ['checkIn', 'checkOut', 'notes'] });
    expect(result.current.showServerErrors).not.toBe(first.showServerErrors);
  });
});
