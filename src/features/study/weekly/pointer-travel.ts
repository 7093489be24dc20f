// How far the pointer travelled during a calendar drag, read from the input events themselves.
// dnd-kit's own `delta` is what React last drew: on a busy phone the last moves and the release arrive
// together, before that drawing, and a resize then ended a quarter hour short. The travel is measured
// against an element that moves with the page, so scrolling during the drag does not count either.

export interface Travel {
  x: number;
  y: number;
}

const pointOf = (event: Event): { x: number; y: number } | null => {
  if ('clientX' in event && typeof event.clientX === 'number') return { x: event.clientX, y: (event as MouseEvent).clientY };
  const touch = (event as TouchEvent).changedTouches?.[0] ?? (event as TouchEvent).touches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
};

/** Starts following the pointer from the event that began the drag; the function it returns stops and says how far it went relative to `anchor`. */
export function followPointer(start: Event, anchor: Element): () => Travel {
  const origin = pointOf(start);
  const startRect = anchor.getBoundingClientRect();
  let last = origin;
  const record = (event: Event) => (last = pointOf(event) ?? last);
  const events = ['mousemove', 'mouseup', 'touchmove', 'touchend'] as const;
  for (const name of events) window.addEventListener(name, record, { capture: true, passive: true });
  return () => {
    for (const name of events) window.removeEventListener(name, record, { capture: true });
    if (!origin || !last) return { x: 0, y: 0 };
    const rect = anchor.getBoundingClientRect();
    return { x: last.x - origin.x - (rect.left - startRect.left), y: last.y - origin.y - (rect.top - startRect.top) };
  };
}
