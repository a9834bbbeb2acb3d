import { Outlet } from 'react-router';
import { SiteFrame } from '../site/frame/site-frame';

/** Default layout: the full site frame around the page. */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
