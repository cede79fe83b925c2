import { type UIEvent, useMemo, useRef } from 'react';

export interface ScrollSync {
  register: (element: HTMLDivElement | null, key: string) => void;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
}

/** The timelines scroll sideways together, so a date stays in the same column for all. */
export function useScrollSync(): ScrollSync {
  const elements = useRef(new Map<string, HTMLDivElement>());
  return useMemo(
    () => ({
      register: (element, key) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
      onScroll: (event) => {
        const left = event.currentTarget.scrollLeft;
        for (const element of elements.current.values()) {
          // Equal positions stop the echo of the scrolls this sets off.
          if (element !== event.currentTarget && element.scrollLeft !== left) {
            element.scrollLeft = left;
          }
        }
      },
    }),
    [],
  );
}
