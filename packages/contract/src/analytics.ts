/**
 * The analytics tags a site loads (decision 140). `ANALYTICS_SITE_CODE` is the site's list of
 * tag ids, separated by commas or spaces; each id's form selects its tag:
 * - `GTM-XXXXXXX`: a Google Tag Manager container (gtm.js);
 * - `G-XXXXXXXXXX`: a Google Analytics 4 measurement id (gtag.js);
 * - `FB-<digits>`: a Facebook (Meta) pixel (fbevents.js).
 * Zod-free: the site's bundle reads it too.
 */
export interface AnalyticsTags {
  gtm: string[];
  ga4: string[];
  facebook: string[];
}

const FORMS: [keyof AnalyticsTags, RegExp][] = [
  ['gtm', /^GTM-[A-Z0-9]{4,12}$/],
  ['ga4', /^G-[A-Z0-9]{4,16}$/],
  ['facebook', /^FB-(\d{6,20})$/],
];

/** The tags of a site code, or the first id that is none of them. */
export function parseAnalyticsCode(code: string): { ok: true; tags: AnalyticsTags } | { ok: false; bad: string } {
  const tags: AnalyticsTags = { gtm: [], ga4: [], facebook: [] };
  for (const id of code.split(/[\s,]+/).filter(Boolean)) {
    const form = FORMS.find(([, re]) => re.test(id));
    if (!form) return { ok: false, bad: id };
    const [kind, re] = form;
    tags[kind].push(kind === 'facebook' ? re.exec(id)![1]! : id);
  }
  return { ok: true, tags };
}

/** The tags of a configured site code; none for an unset or unusable one. */
export function analyticsTags(code: string | null | undefined): AnalyticsTags | null {
  if (!code) return null;
  const parsed = parseAnalyticsCode(code);
  if (!parsed.ok) return null;
  const { gtm, ga4, facebook } = parsed.tags;
  return gtm.length + ga4.length + facebook.length ? parsed.tags : null;
}

/** Where each tag's script comes from. */
export const ANALYTICS_SCRIPT = {
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ga4: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  facebook: () => 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

/** The origins the tags load from and report to (the pages' Content-Security-Policy). */
export function analyticsOrigins(tags: AnalyticsTags): { script: string[]; connect: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  if (tags.gtm.length || tags.ga4.length) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  if (tags.facebook.length) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com');
  }
  return { script, connect };
}

/** The events the site pushes to the data layer; none carries personal data. */
export const ANALYTICS_EVENTS = ['page_view', 'sign_up', 'first_deposit', 'deposit', 'bet_placed'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Account and game pages, where an operator may want no tags at all (`ANALYTICS_SKIP_PRIVATE_PAGES`). */
export const isPrivatePath = (path: string): boolean => /^\/(account|game)(\/|$)/.test(path);
