// A ring filled to a percentage from the top, clockwise, with a label in its middle: the dashboard's degree
// progress and the achievements' badges. Drawn here, in Mantine RingProgress's proportions and colours, rather
// than with RingProgress itself, which wraps each arc in a floating tooltip even with no tooltip to show: that
// tooltip's positioning reads the computed style of every ancestor as the card mounts, forcing a style pass of
// the whole page into the dashboard's first render. Decorative: the text beside it says the same.
import type { ReactNode } from 'react';
import classes from './progress-ring.module.css';

interface ProgressRingProps {
  /** 0-100. */
  percent: number;
  size: number;
  thickness: number;
  /** A theme colour's name: its filled shade draws the arc. */
  color: string;
  label: ReactNode;
}

export function ProgressRing({ percent, size, thickness, color, label }: ProgressRingProps) {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <div className={classes.ring} style={{ width: size, height: size }} aria-hidden="true">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <circle {...circle} className={classes.track} />
        {filled > 0 && (
          <circle {...circle} stroke={`var(--mantine-color-${color}-filled)`} strokeLinecap="round" strokeDasharray={`${filled} ${circumference}`} />
        )}
      </svg>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
