import { useSystemConfig } from '../lib/system-config';
import type { Route } from './+types/home';

export default function Home() {
  const brand = useSystemConfig((s) => s.configurations.BRAND_NAME);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{brand ?? 'Trang chủ'} – Cổng giải trí trực tuyến</h1>
      <p className="mt-3 text-slate-300">
        Thể thao, casino trực tuyến, xổ số và cổng game. Chỉ dành cho người từ 18 tuổi.
      </p>
    </section>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Trang chủ' }];
}
