import { Outlet } from 'react-router';
import { PromoTabs } from '../components/promo-tabs';
import { SiteFrame } from '../site/frame/site-frame';

/** Event layout: the site frame with the promotions / events / missions switch. */
export default function EventLayout() {
  return (
    <SiteFrame>
      <PromoTabs />
      <Outlet />
    </SiteFrame>
  );
}
