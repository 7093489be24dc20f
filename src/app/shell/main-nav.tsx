import { Group } from '@mantine/core';
import { ButtonLink } from '../../ui/router-links';
import { appNavItems, isActivePath } from './nav-items';
import classes from './shell.module.css';

/** The desktop row of section buttons; the active one is highlighted by path prefix. */
export function MainNav({ pathname }: { pathname: string }) {
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" className={classes.compactIcons}>
      {appNavItems.map(({ label, to, icon: Icon }) => {
        const active = isActivePath(pathname, to);
        return (
          <ButtonLink
            key={to}
            to={to}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            radius="xl"
            leftSection={<Icon size={18} stroke={1.8} aria-hidden="true" />}
          >
            {label}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
