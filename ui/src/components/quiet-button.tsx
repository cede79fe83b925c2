import { Button, type ButtonProps, IconButton, type IconButtonProps } from '@chakra-ui/react';

/**
 * The quiet grey buttons of the app's bars and fields: small, unframed until the pointer is
 * over them (the top bar's menu, back, help and account buttons, a password's show/hide).
 * A prop given changes it for one place.
 */
const QUIET = { variant: 'ghost', colorPalette: 'gray', size: 'sm' } as const;

/** A quiet grey button with text. */
export function QuietButton(props: ButtonProps) {
  return <Button {...QUIET} {...props} />;
}

/** A quiet grey button with an icon (its `aria-label` names it). */
export function QuietIconButton(props: IconButtonProps) {
  return <IconButton {...QUIET} {...props} />;
}
