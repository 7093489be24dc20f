import { Outlet } from '@tanstack/react-router';

export function PublicLayout() {
  return <Outlet />;
}
