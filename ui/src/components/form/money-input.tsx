import type { InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUGRIK, digitsOf, formatNumber } from '../../lib/format';
import { UnitInput } from './unit-input';

interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** Whole tugrik as digits ('' when empty). */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * An amount of whole tugrik: digits while typing, thousands separators once the field is
 * left ("150,000"), the tugrik sign at the end.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, onFocus, onBlur, ...props },
  ref,
) {
  const { i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const shown = editing || value === '' ? value : formatNumber(Number(value), i18n.language);
  return (
    <UnitInput
      ref={ref}
      unit={TUGRIK}
      maxLength={13}
      {...props}
      value={shown}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      onChange={(event) => onChange(digitsOf(event.target.value).replace(/^0+(?=\d)/, ''))}
    />
  );
});
