// Fades the edge of a horizontally scrolling row where more content hides, so a row of pills
// that overflows on a phone shows that it scrolls.
import { useEffect, useRef, useState } from 'react';

const FADE = 28;

export function useScrollFade<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      setEdges({ start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 });
    };
    let first = true;
    // Measured when the observer first reports, once the browser has laid the row out, rather than as the
    // effect runs: reading sizes then forced a layout of the whole page of its own, ~60 ms of a long task
    // when the Study page starts on a 4× slowed CPU.
    const observer = new ResizeObserver(() => {
      // Show the current section even when it sits beyond the visible part of the row.
      if (first) element.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      first = false;
      measure();
    });
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const start = edges.start ? `transparent, #000 ${FADE}px` : '#000';
  const end = edges.end ? `#000 calc(100% - ${FADE}px), transparent` : '#000';
  const maskImage = edges.start || edges.end ? `linear-gradient(to right, ${start}, ${end})` : undefined;
  return { ref, style: { maskImage, WebkitMaskImage: maskImage } };
}
