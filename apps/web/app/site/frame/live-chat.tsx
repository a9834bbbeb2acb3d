import { useEffect } from 'react';
import { isMobileBrowser } from '../../lib/device';

export interface LiveChatConfig {
  license: string;
  appName: string | null;
  group: number;
}

export const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

declare global {
  interface Window {
    __lc?: {
      license: number | string;
      group: number;
      integration_name?: string;
      params?: { name: string; value: string }[];
    };
  }
}

/**
 * Loads the live-chat widget on non-mobile devices only, configured from the licence and
 * app-name settings; the group comes from the brand (6 for xc06, otherwise 1). Without a
 * licence nothing is loaded.
 */
export function LiveChat({ config }: { config: LiveChatConfig | null }) {
  useEffect(() => {
    if (!config || isMobileBrowser()) return;
    if (document.querySelector('script[data-live-chat]')) return;
    window.__lc = {
      license: /^\d+$/.test(config.license) ? Number(config.license) : config.license,
      group: config.group,
      ...(config.appName ? { integration_name: config.appName, params: [{ name: 'app', value: config.appName }] } : {}),
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = LIVE_CHAT_SCRIPT;
    script.dataset.liveChat = '';
    document.body.appendChild(script);
  }, [config]);
  return null;
}
