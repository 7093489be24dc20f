// A text box that grows with what is typed, from minRows to maxRows. Where the browser sizes a field to its
// content itself (CSS field-sizing: Chromium 123+, Safari 26+), it does; elsewhere Mantine's autosize measures
// it in script. That measuring reads computed styles as the box mounts, which forces a style and layout pass
// of the whole page: ~90 ms of a 200 ms task when the Study page starts on a 4× slowed CPU.
// Not for prerendered pages: the server cannot tell which of the two the browser will take.
import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'style' | 'classNames'> {
  minRows: number;
  maxRows: number;
  style?: CSSProperties;
}

export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  if (!sizesItself) return <Textarea {...props} style={style} autosize minRows={minRows} maxRows={maxRows} />;
  const rows = { '--grow-min-rows': minRows, '--grow-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} style={{ ...style, ...rows }} />;
}
