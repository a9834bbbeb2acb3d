/** Where a request came from; recorded with logins and used by the per-IP limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  deviceFingerprint: string | null;
  /** The language the client asked for (`Accept-Language`, decision 156); unset means Vietnamese. */
  locale?: 'vi' | 'en';
}
