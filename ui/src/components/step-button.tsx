import { IconButton } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface StepButtonProps {
  /** Back (a chevron to the left) or forward (to the right). */
  direction: 'previous' | 'next';
  /** Its accessible name ("Previous page", "Next month"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  variant?: 'outline' | 'ghost';
  /** The name also shows as a tooltip (where the chevron stands alone). */
  titled?: boolean;
}

/** A button that steps back or forward — a page of a list, a month, a day — as a chevron. */
export function StepButton({
  direction,
  label,
  onClick,
  disabled,
  size = 'sm',
  variant = 'outline',
  titled = false,
}: StepButtonProps) {
  return (
    <IconButton
      size={size}
      variant={variant}
      colorPalette="gray"
      aria-label={label}
      {...(titled ? { title: label } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
      onClick={onClick}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
