import { Outlet } from '@tanstack/react-router';

export function ResourcesLayout() {
  return <Outlet />;
}
