import { Button, type ButtonProps, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * The quiet grey buttons of the app's bars, fields and lists: small, unframed until the pointer
 * is over them (the top bar's menu, back, help and account buttons, a password's show/hide, a
 * date's calendar, a list row's "more", a filter bar's "clear"). A prop given changes it for
 * one place (a smaller size).
 */
const QUIET = { variant: 'ghost', colorPalette: 'gray', size: 'sm' } as const;

/** A quiet grey button with text. */
export function QuietButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return <Button {...QUIET} {...props} />;
}

/** A quiet grey button with an icon (its `aria-label` names it). */
export function QuietIconButton(props: IconButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return <IconButton {...QUIET} {...props} />;
}
