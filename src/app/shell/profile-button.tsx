// The top bar's way to My Profile: the user's picture, or their initials when there is none.
import { Avatar } from '@mantine/core';
import { useAuth } from '../../auth/use-auth';
import { ActionIconLink } from '../../ui/router-links';

export function ProfileButton() {
  const { user } = useAuth();
  const name = user?.name ?? user?.email ?? '';
  return (
    <ActionIconLink to="/profile" aria-label="Profile" title="Profile" variant="subtle" color="gray" size={40} radius="xl">
      <Avatar src={user?.picture} name={name} alt="" size={32} radius="xl" color="initials" />
    </ActionIconLink>
  );
}
