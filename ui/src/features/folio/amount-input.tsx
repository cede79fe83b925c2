import type { InputProps } from '@chakra-ui/react';
import { forwardRef, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { parseAmount } from './amount';
import { UnitInput } from '../../components/form/unit-input';

interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** The text as typed ('' when empty). */
  value: string;
  onChange: (text: string) => void;
  /** The unit shown at the end (₮, USD…). */
  unit: string;
}

/**
 * An amount field of the pay dialogs: whatever it holds is selected when it takes the focus
 * (tabbing in and typing replaces the amount, never appends to it), what is typed is kept as
 * typed and read strictly (`parseAmount`: the form shows a field error for anything that is
 * not an amount), and a valid amount is shown with thousands separators once the field is left.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onChange, onFocus, onBlur, onMouseUp, unit, ...props },
  ref,
) {
  const { i18n } = useTranslation();
  // The click that focused the field must not undo the selection when the button comes up.
  const focusing = useRef(false);
  return (
    <UnitInput
      ref={ref}
      unit={unit}
      maxLength={20}
      {...props}
      value={value}
      onFocus={(event) => {
        focusing.current = true;
        event.currentTarget.select();
        onFocus?.(event);
      }}
      onMouseUp={(event) => {
        if (focusing.current) event.preventDefault();
        focusing.current = false;
        onMouseUp?.(event);
      }}
      onKeyDown={(event) => {
        focusing.current = false;
        props.onKeyDown?.(event);
      }}
      onBlur={(event) => {
        const parsed = parseAmount(value);
        if (parsed.kind === 'amount') onChange(formatNumber(parsed.value, i18n.language));
        onBlur?.(event);
      }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
