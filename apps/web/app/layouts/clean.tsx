import { Outlet } from 'react-router';

/** No site frame: used by maintenance and the install-app pages. */
export default function CleanLayout() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Outlet />
    </main>
  );
}
