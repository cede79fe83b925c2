import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side it slides in from. */
  placement: 'start' | 'end';
  /** The close button's name (it has no text). */
  closeLabel: string;
  /** A heading above the body, when the drawer has one. */
  title?: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** The body's padding ('0' when its content brings its own). */
  bodyPadding?: string;
  children: ReactNode;
}

/**
 * A narrow drawer at a side of the screen (Chakra's `xs`): backdrop, an optional title, the
 * body, optional footer buttons and a close button in the corner.
 */
export function SideDrawer({
  open,
  onOpenChange,
  placement,
  closeLabel,
  title,
  footer,
  bodyPadding,
  children,
}: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement}
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {title ? (
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
            ) : null}
            <Drawer.Body p={bodyPadding}>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" colorPalette="gray" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
