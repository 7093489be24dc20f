// The DegreeMate mark: an inline SVG mortarboard, so the brand renders offline with no image request.
import { useId } from 'react';

export function BrandMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4263eb" />
          <stop offset="1" stopColor="#7048e8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M16 7.5 27 12.6 16 17.7 5 12.6Z" fill="#fff" />
      <path d="M10 15.4v4.4c0 1.9 2.7 3.4 6 3.4s6-1.5 6-3.4v-4.4l-6 2.8Z" fill="#fff" fillOpacity=".82" />
      <path d="M25.2 13.4v5.4" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
