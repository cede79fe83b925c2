import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { type ReactNode, forwardRef } from 'react';

interface UnitInputProps extends InputProps {
  /** What the number counts, shown at the end of the field (₮, %, USD…). */
  unit: ReactNode;
}

/**
 * A number typed with its unit at the end: the digit keyboard on a phone, no browser
 * suggestions, digits of one width. Other props go to the input (value, length, handlers).
 */
export const UnitInput = forwardRef<HTMLInputElement, UnitInputProps>(function UnitInput(
  { unit, ...props },
  ref,
) {
  return (
    <InputGroup endElement={unit}>
      <Input
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        fontVariantNumeric="tabular-nums"
        {...props}
      />
    </InputGroup>
  );
});
