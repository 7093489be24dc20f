// Notices float over the bottom of the page (undo, offline, update). So that none ever covers a button,
// the page gets that much room at its end while one shows (--dm-notice-room, read by notice-room.css):
// the last controls can always be scrolled above the tallest notice.
import { useCallback, useRef } from 'react';

const heights = new Map<Element, number>();
const GAP_PX = 32;

function applyRoom(): void {
  const tallest = Math.max(0, ...heights.values());
  const root = document.documentElement.style;
  if (tallest === 0) root.removeProperty('--dm-notice-room');
  else root.setProperty('--dm-notice-room', `${Math.ceil(tallest) + GAP_PX}px`);
}

/**
 * A ref callback for the notice's element: measured while it is in the page. A callback rather than an
 * effect, because notices render through portals that attach their content a render later.
 */
export function useNoticeRoom(): (element: HTMLElement | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((element: HTMLElement | null) => {
    stop.current?.();
    stop.current = null;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      heights.set(element, entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
      applyRoom();
    });
    observer.observe(element);
    stop.current = () => {
      observer.disconnect();
      heights.delete(element);
      applyRoom();
    };
  }, []);
}
