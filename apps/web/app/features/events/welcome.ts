import './modals/register';
import { useEffect } from 'react';
import { openModal } from '../../components/modal';

const KEY = 'event-welcome-seen';

function seen(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Opens eventWelcome on the visitor's first visit to an event page (per event, remembered in
 * local storage): closing it in any way dismisses it for good.
 */
export function useEventWelcome(slug: string, title: string, summary: string): void {
  useEffect(() => {
    const list = seen();
    if (list.includes(slug)) return;
    try {
      localStorage.setItem(KEY, JSON.stringify([...list, slug].slice(-50)));
    } catch {
      // Storage full or blocked: the welcome may show again, nothing else depends on it.
    }
    openModal('eventWelcome', { title, summary });
  }, [slug, title, summary]);
}
