// @vitest-environment happy-dom
// The growing text box: where the browser sizes a field to its text (CSS field-sizing), the box leaves it
// to the browser, between its rows; elsewhere Mantine's autosize measures it. Which one is decided once,
// when the module loads, so each case loads it afresh.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosize listens on document.fonts.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderBox(fieldSizing: boolean) {
  vi.stubGlobal('CSS', { supports: (property: string, value: string) => fieldSizing && property === 'field-sizing' && value === 'content' });
  const { GrowingTextarea } = await import('../../../src/ui/growing-textarea');
  render(
    <MantineProvider env="test">
      <GrowingTextarea label="Notes" minRows={2} maxRows={6} defaultValue="text" />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
}

test('where the browser sizes fields itself: no measuring, the rows as limits for the browser', async () => {
  const box = await renderBox(true);
  expect(box.getAttribute('rows')).toBe('2');
  const wrapper = box.closest('[style*="--grow-min-rows"]') as HTMLElement;
  expect(wrapper.style.getPropertyValue('--grow-min-rows')).toBe('2');
  expect(wrapper.style.getPropertyValue('--grow-max-rows')).toBe('6');
  // Mantine's autosize sets the box's height from script; the browser's sizing leaves it alone.
  expect(box.style.height).toBe('');
});

test('elsewhere: left to Mantine autosize, without the limits meant for the browser', async () => {
  // (Autosize's measuring itself is not observable here: in Node it resolves to its server build.)
  const box = await renderBox(false);
  expect(box.closest('[style*="--grow-min-rows"]')).toBeNull();
  expect(box.value).toBe('text');
});
