import { isIsoDate } from '@hotel/events/dates';
import { useEffect, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, splitFieldErrors } from '../../lib/problem';
import { type ConversionCheck, useCheckConversionMutation } from './requests-api';

export const CONVERT_FIELDS = ['checkIn', 'checkOut'] as const;

interface ConversionDates {
  open: boolean;
  slug: string;
  id: string;
  checkIn: string;
  checkOut: string;
  setError: UseFormSetError<{ checkIn: string; checkOut: string }>;
}

/**
 * The conversion's check (operations spec §4): while the dialog is open, every pair of dates
 * asks the server again whether the rooms are free and what they cost (nothing is saved). Its
 * refusals land as a submit's would: under the dates, the rest in the form's alert.
 */
export function useConversionCheck({
  open,
  slug,
  id,
  checkIn,
  checkOut,
  setError,
}: ConversionDates) {
  const [check, checking] = useCheckConversionMutation();
  const [result, setResult] = useState<ConversionCheck | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);

  useEffect(() => {
    if (!open || !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) {
      setResult(null);
      return undefined;
    }
    let current = true;
    setResult(null);
    setCheckFailed(false);
    check({ slug, id, checkIn, checkOut })
      .unwrap()
      .then((answer) => {
        if (current) setResult(answer);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setCheckFailed(true);
        // The check's refusals as a submit's: under the dates, the rest in the form's alert.
        const { known, other } = splitFieldErrors(fieldErrorsOf(error), CONVERT_FIELDS);
        for (const [field, messages] of Object.entries(known)) {
          const types = { messages };
          setError(field as 'checkIn', { type: 'server', message: messages[0] ?? '', types });
        }
        if (other.length > 0) {
          setError('root.server', {
            type: 'server',
            message: other[0],
            types: { messages: other },
          });
        }
      });
    return () => {
      current = false;
    };
  }, [open, slug, id, checkIn, checkOut, check, setError]);

  return {
    /** The last check's answer; null while none applies to the dates shown. */
    result,
    /** Forgets the last answer (a conversion failed: the rooms may have gone). */
    clear: () => setResult(null),
    checkFailed,
    checking: checking.isLoading,
  };
}
