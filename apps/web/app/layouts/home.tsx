import { Outlet } from 'react-router';

export default function HomeLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-ink-700 bg-ink-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="text-xl font-extrabold tracking-tight text-brand-400">
            XC
          </a>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
