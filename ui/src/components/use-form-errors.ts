import { useCallback, useMemo, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf, splitFieldErrors } from '../lib/problem';

/**
 * The errors of a form: messages per field (422, or a 400 with `errors`, or the form's own
 * checks) and the rest for the form's alert (never dropped). Showing errors focuses the first
 * invalid field, in the order of `fields`.
 */
export function useFormErrors<F extends string>(fieldList: readonly F[]) {
  // The fields by their names, not by the array: forms pass a new literal on every render, and
  // the callbacks below must keep their identity (an effect that depends on one would re-run,
  // and cancel itself, on every render).
  const names = fieldList.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` is fieldList's content
  const fields = useMemo(() => fieldList, [names]);
  const [errors, setErrors] = useState<Partial<Record<F, string[]>>>({});
  const [other, setOther] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const focusFirst = useCallback(
    (known: Partial<Record<F, string[]>>) => {
      const first = fields.find((field) => known[field]);
      if (first) inputs.current[first]?.focus();
      return first !== undefined;
    },
    [fields],
  );

  /** Field errors found by the form itself, before anything is sent. */
  const showFieldErrors = useCallback(
    (known: Partial<Record<F, string[]>>) => {
      setErrors(known);
      setOther([]);
      focusFirst(known);
    },
    [focusFirst],
  );

  /** The server's field errors; returns false when it sent none (the caller explains). */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const fieldErrors: FieldErrors = fieldErrorsOf(error);
      const { known, other: rest } = splitFieldErrors(fieldErrors, fields);
      setErrors(known as Partial<Record<F, string[]>>);
      setOther(rest);
      focusFirst(known as Partial<Record<F, string[]>>);
      return Object.keys(fieldErrors).length > 0;
    },
    [fields, focusFirst],
  );

  const clear = useCallback(() => {
    setErrors({});
    setOther([]);
  }, []);

  /** The user changed a field: its messages no longer apply. */
  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** `ref` for the input (or select) of a field (focused when it is the first invalid one). */
  const inputRef = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      inputs.current[field] = element;
    },
    [],
  );

  const focus = useCallback((field: F) => inputs.current[field]?.focus(), []);

  return { errors, other, showFieldErrors, showServerErrors, clear, clearField, inputRef, focus };
}
