import { createContext } from 'react';

/**
 * True on a page the server rendered for a guest (no session cookie; decision 116). Such a page
 * shows the guest's view of the session (log in and register buttons, "log in to ..." prompts)
 * in its server HTML instead of a placeholder, since it may stay unhydrated until the guest's
 * first interaction; the first client render says the same, so hydration matches.
 */
export const GuestPageContext = createContext(false);
