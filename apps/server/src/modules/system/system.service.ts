import { getBrand } from '@app/brands';
import type { TSystemConfigurations } from '@app/contract';
import type { Env } from '../../config/env';
import { SANDBOX_INBOX_PATH } from '../messaging/messaging.inbox';

export class SystemService {
  private maintenance: boolean;

  constructor(private readonly env: Env) {
    this.maintenance = env.MAINTENANCE_MODE;
  }

  isMaintenance(): boolean {
    return this.maintenance;
  }

  setMaintenance(on: boolean): void {
    this.maintenance = on;
  }

  brand() {
    // Unset, the site's address is the one this server answers on (links and QR codes of a local
    // server on another port must lead back to it, not to a default port).
    const siteUrl = this.env.SITE_URL ?? `http://localhost:${this.env.PORT}`;
    return getBrand(this.env.APP_NAME, { brandName: this.env.BRAND_NAME, siteUrl });
  }

  configurations(): TSystemConfigurations {
    const brand = this.brand();
    return {
      MISSION_REQUIRE_FIRST_DEPOSIT: this.env.MISSION_REQUIRE_FIRST_DEPOSIT,
      MISSION_REQUIRE_PHONE_VERIFICATION: this.env.MISSION_REQUIRE_PHONE_VERIFICATION,
      APP_NAME: brand.appName,
      BRAND_NAME: brand.brandName,
      SITE_URL: brand.siteUrl,
      MOBILE_SITE_URL: this.env.MOBILE_SITE_URL ? new URL(this.env.MOBILE_SITE_URL).origin : null,
      REFRESH_INTERVAL_SECONDS: this.env.REFRESH_INTERVAL_SECONDS,
      LIVE_CHAT_LICENSE: this.env.LIVE_CHAT_LICENSE,
      LIVE_CHAT_APP_NAME: this.env.LIVE_CHAT_APP_NAME,
      SITE_VERIFICATION: this.env.SITE_VERIFICATION,
      ANALYTICS_SITE_CODE: this.env.ANALYTICS_SITE_CODE,
      ANALYTICS_SKIP_PRIVATE_PAGES: this.env.ANALYTICS_SKIP_PRIVATE_PAGES,
      MAINTENANCE_MODE: this.maintenance,
      SANDBOX_INBOX_URL: this.env.SMS_PROVIDER === 'sandbox' ? SANDBOX_INBOX_PATH : null,
    };
  }
}
