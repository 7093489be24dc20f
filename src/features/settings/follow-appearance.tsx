// Keeps this browser's theme and text size in step with the student's synced settings: a choice made on
// another device applies here once pulled, and wins over what this browser had cached.
import { useMantineColorScheme } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { applyLargeText, colorSchemeOf } from '../../ui/appearance';

export function FollowAppearance() {
  const settings = useLiveQuery(() => activeUserData().settings.get(), []);
  const { setColorScheme } = useMantineColorScheme();
  const theme = settings?.theme;
  const largeText = settings?.large_text;

  useEffect(() => {
    if (theme) setColorScheme(colorSchemeOf(theme));
  }, [theme, setColorScheme]);
  useEffect(() => {
    if (largeText !== undefined) applyLargeText(largeText);
  }, [largeText]);
  return null;
}
