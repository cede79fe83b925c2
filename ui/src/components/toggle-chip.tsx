import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A pill that is on or off (`aria-pressed`): filled when on, outlined when off — a list
 * filter's choice, a help topic. Its size, colours and click are the caller's.
 */
export function ToggleChip({ on, ...props }: ButtonProps & { on: boolean }) {
  return (
    <Button borderRadius="full" variant={on ? 'solid' : 'outline'} aria-pressed={on} {...props} />
  );
}
