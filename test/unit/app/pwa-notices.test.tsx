// @vitest-environment happy-dom
// The corner notices show one at a time, the most pressing first: the update prompt, then Offline. Stacked,
// they covered a quarter of a phone's screen.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { theme } from '../../../src/app/theme';
import { PwaNotices } from '../../../src/app/pwa/pwa-notices';

afterEach(cleanup);

const notices = () => screen.queryAllByRole('status').map((notice) => notice.textContent ?? '');

test.each([
  [{ updateAvailable: true, showOffline: true }, /A new version is available/],
  [{ updateAvailable: false, showOffline: true }, /Working from this device/],
])('%o shows one notice', (state, shown) => {
  render(
    <MantineProvider theme={theme} env="test">
      <PwaNotices {...state} updating={false} onDismissOffline={() => {}} />
    </MantineProvider>,
  );
  expect(notices()).toHaveLength(1);
  expect(notices()[0]).toMatch(shown);
});
