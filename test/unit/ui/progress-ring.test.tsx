// @vitest-environment happy-dom
// The progress ring draws its arc as the share of the circle given, from nothing to a full ring, and keeps
// the label in its middle; out-of-range figures are drawn at the nearest end.
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProgressRing } from '../../../src/ui/progress-ring';

/** The filled arc's length as a share of the circle, or null when no arc is drawn. */
function filledShare(percent: number): number | null {
  const { container, unmount } = render(<ProgressRing percent={percent} size={100} thickness={10} color="indigo" label="x" />);
  const circles = container.querySelectorAll('circle');
  unmount();
  if (circles.length === 1) return null;
  const [filled, circumference] = circles[1]!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
  return filled! / circumference!;
}

test('the arc is the share given, none at 0, the whole ring at 100 and beyond', () => {
  expect(filledShare(0)).toBeNull();
  expect(filledShare(-5)).toBeNull();
  expect(filledShare(25)).toBeCloseTo(0.25);
  expect(filledShare(100)).toBeCloseTo(1);
  expect(filledShare(180)).toBeCloseTo(1);
});

test('the label sits in the ring, which is hidden from screen readers (the text beside it says the same)', () => {
  const { container, getByText } = render(<ProgressRing percent={40} size={96} thickness={10} color="yellow" label="40%" />);
  const ring = container.firstElementChild as HTMLElement;
  expect(ring.getAttribute('aria-hidden')).toBe('true');
  expect(ring.contains(getByText('40%'))).toBe(true);
  expect(container.querySelector('circle:last-child')?.getAttribute('stroke')).toBe('var(--mantine-color-yellow-filled)');
});
