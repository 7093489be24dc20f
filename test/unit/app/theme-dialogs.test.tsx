// @vitest-environment happy-dom
// Every dialog's × has a name for screen readers, from the theme: Mantine leaves it unnamed, and a dialog
// that passes no closeButtonProps of its own (most of ours) would otherwise have an unnamed button.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { theme } from '../../../src/app/theme';
import { ConfirmModal } from '../../../src/ui/confirm-modal';

afterEach(cleanup);

test("a dialog's close button is named 'Close dialog' and closes it", async () => {
  let cancelled = 0;
  render(
    <MantineProvider theme={theme} env="test">
      <ConfirmModal opened title="Delete this link?" confirmLabel="Delete" onCancel={() => cancelled++} onConfirm={() => {}}>
        It will be removed.
      </ConfirmModal>
    </MantineProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
  const close = screen.getByRole('button', { name: 'Close dialog' });
  expect(dialog.contains(close)).toBe(true);
  close.click();
  expect(cancelled).toBe(1);
});
