import { Outlet } from 'react-router';
import { PromoTabs } from '../components/promo-tabs';
import { SiteFrame } from '../site/frame/site-frame';

/** Promotions layout: the site frame with the promotions / events / missions switch. */
export default function PromotionsLayout() {
  return (
    <SiteFrame>
      <PromoTabs />
      <Outlet />
    </SiteFrame>
  );
}
