import { createContext } from 'react-router';

/** What the guard middleware decided, for the loaders below it. */
export interface GuardVerdict {
  /** The requested slug is unknown or inactive: the page answers 404. */
  notFound: boolean;
}

export const guardContext = createContext<GuardVerdict>({ notFound: false });

/** Set by the mobile-page guard: whether the visitor is on a phone. */
export const deviceContext = createContext<{ mobile: boolean }>({ mobile: true });
