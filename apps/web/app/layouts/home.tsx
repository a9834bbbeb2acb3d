import { Outlet } from 'react-router';
import { SiteFrame } from '../components/site-frame';

/** Home layout: the full site frame around the page. */
export default function HomeLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
