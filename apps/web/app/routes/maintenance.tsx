import type { Route } from './+types/maintenance';

export default function Maintenance() {
  return (
    <section className="max-w-md text-center">
      <h1 className="text-2xl font-bold text-brand-400">Hệ thống đang bảo trì</h1>
      <p className="mt-3">Hệ thống đang bảo trì, vui lòng quay lại sau.</p>
      <p className="mt-1 text-sm text-slate-400" lang="en">
        System under maintenance, please try again later
      </p>
    </section>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Bảo trì hệ thống' }, { name: 'robots', content: 'noindex, nofollow' }];
}
