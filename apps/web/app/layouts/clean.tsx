import { Outlet } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { useOptionalSite } from '../site/frame/site-data';

/** No site frame: maintenance and the install-app pages (product.md section 2). */
export default function CleanLayout() {
  const site = useOptionalSite();
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_#1b2540_0%,_#0b1020_60%)]">
      <div className="site-container flex justify-center pt-8">{site && <BrandLogo name={site.brand.brandName} />}</div>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 md:items-center">
        <Outlet />
      </main>
    </div>
  );
}
