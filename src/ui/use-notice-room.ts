// Notices float over the bottom of the page: the corner notices (offline, update; src/app/pwa) in one stack,
// and short notices in the middle (saved, undo). They never cover each other: short notices stack upwards,
// newest on top, above the corner's stack wherever the two would meet (below 1240 px wide: every phone), beside
// it on a screen wide enough for both; each is lifted by --dm-notice-lift (read by short-notice.module.css).
// And none ever covers a button: the page gets room at its end while one shows (--dm-notice-room, read by
// notice-room.css), from the highest notice's top to the screen's bottom, so its last controls can always be
// scrolled above every notice.
import { useCallback, useRef } from 'react';

const WIDE_ENOUGH_FOR_BOTH = '(min-width: 1240px)';
/** Between stacked notices: the corner stack's own gap (Mantine's xs). */
const STACK_GAP_PX = 10;
/** Between the highest notice and the page's last controls scrolled above it. */
const ROOM_GAP_PX = 16;

let corner: HTMLElement | null = null;
/** In the order they appeared: each stands on the ones before it. */
const shortNotices = new Set<HTMLElement>();

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

function arrange(): void {
  let lift = corner && !window.matchMedia(WIDE_ENOUGH_FOR_BOTH).matches ? heightOf(corner) + STACK_GAP_PX : 0;
  for (const notice of shortNotices) {
    notice.style.setProperty('--dm-notice-lift', `${Math.ceil(lift)}px`);
    lift += heightOf(notice) + STACK_GAP_PX;
  }
  // Read once every notice has its place.
  const tops = [...shortNotices, ...(corner ? [corner] : [])].map((notice) => notice.getBoundingClientRect().top);
  const root = document.documentElement.style;
  if (tops.length === 0) root.removeProperty('--dm-notice-room');
  else root.setProperty('--dm-notice-room', `${Math.ceil(window.innerHeight - Math.min(...tops)) + ROOM_GAP_PX}px`);
}

let listening = false;
function followResizes(): void {
  if (listening) return;
  listening = true;
  // The screen's width decides whether short notices stand above the corner or beside it.
  window.addEventListener('resize', arrange);
}

/**
 * A ref callback for a notice's element (the corner's stack, or a short notice): placed and measured while it
 * is in the page. A callback rather than an effect, because notices render through portals that attach their
 * content a render later.
 */
export function useNoticeRoom(kind: 'corner' | 'short'): (element: HTMLElement | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      stop.current?.();
      stop.current = null;
      if (!element) return;
      followResizes();
      if (kind === 'corner') corner = element;
      else shortNotices.add(element);
      const observer = new ResizeObserver(arrange);
      observer.observe(element);
      stop.current = () => {
        observer.disconnect();
        shortNotices.delete(element);
        if (corner === element) corner = null;
        arrange();
      };
    },
    [kind],
  );
}
