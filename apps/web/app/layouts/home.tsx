import { Outlet } from 'react-router';
import { SiteFrame } from '../site/frame/site-frame';

/** Home layout: the full site frame around the page. */
export default function HomeLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
