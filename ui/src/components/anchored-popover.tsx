import { Popover, Portal, type PopoverContentProps } from '@chakra-ui/react';
import type { ReactNode, Ref, RefObject } from 'react';

/**
 * A popover opened by a button that is not its trigger (loaded on first open through
 * `popover-on-demand.ts`): Chakra's popover machinery (Ark, zag's dismissable layer, focus
 * handling and Floating UI's positioning, ~13 kB gzip) then comes only with the first popover a
 * user opens, not with every page that has a date field. The button says `aria-haspopup` and
 * `aria-expanded` itself and toggles `open`; a press on it while open is not an outside
 * press (the button closes it).
 */
export interface AnchoredPopoverProps {
  open: boolean;
  onClose: () => void;
  /** The button the popover hangs from. */
  anchor: RefObject<HTMLElement | null>;
  placement?: 'bottom-end' | 'bottom-start' | 'bottom';
  strategy?: 'fixed' | 'absolute';
  /** Drawn in a portal (over clipping frames) rather than in place. */
  portalled?: boolean;
  arrow?: boolean;
  /** A heading inside the popover, naming it. */
  title?: ReactNode;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  contentRef?: Ref<HTMLDivElement>;
  contentProps?: PopoverContentProps;
  bodyProps?: Popover.BodyProps;
  children: ReactNode;
}

export default function AnchoredPopover({
  open,
  onClose,
  anchor,
  placement = 'bottom-end',
  strategy,
  portalled = false,
  arrow = false,
  title,
  initialFocusEl,
  finalFocusEl,
  contentRef,
  contentProps,
  bodyProps,
  children,
}: AnchoredPopoverProps) {
  const positioner = (
    <Popover.Positioner>
      <Popover.Content ref={contentRef} {...contentProps}>
        {arrow ? <Popover.Arrow /> : null}
        <Popover.Body {...bodyProps}>
          {title ? (
            <Popover.Title fontWeight="semibold" mb="2">
              {title}
            </Popover.Title>
          ) : null}
          {children}
        </Popover.Body>
      </Popover.Content>
    </Popover.Positioner>
  );
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      positioning={{ placement, strategy, getAnchorElement: () => anchor.current }}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl ?? (() => anchor.current)}
      onInteractOutside={(event) => {
        if (event.target instanceof Node && anchor.current?.contains(event.target)) {
          event.preventDefault();
        }
      }}
    >
      {portalled ? <Portal>{positioner}</Portal> : positioner}
    </Popover.Root>
  );
}
