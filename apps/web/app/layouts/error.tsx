import { Outlet } from 'react-router';
import { SiteFrame } from '../site/frame/site-frame';

/** Error layout (404, 500, unknown paths): header and footer, no floating widgets. */
export default function ErrorLayout() {
  return (
    <SiteFrame floating={false}>
      <Outlet />
    </SiteFrame>
  );
}
