import { Outlet } from '@tanstack/react-router';

export function CompanyLayout() {
  return <Outlet />;
}
