/**
 * Which parts of the site frame a path shows (product.md section 2, shell). Gift and jackpot
 * buttons are hidden on sports and lottery sub-routes; install-app and maintenance hide the
 * header titles, mini-game, gift and jackpot buttons and popups.
 */
export interface ShellVisibility {
  headerTitles: boolean;
  miniGame: boolean;
  giftButton: boolean;
  jackpotButton: boolean;
}

const isUnder = (path: string, section: string) => path === section || path.startsWith(`${section}/`);
const isSubRoute = (path: string, section: string) =>
  path.startsWith(`${section}/`) && path.length > section.length + 1;

export function shellVisibility(pathname: string): ShellVisibility {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isUnder(path, '/install-app') || isUnder(path, '/maintenance')) {
    return { headerTitles: false, miniGame: false, giftButton: false, jackpotButton: false };
  }
  const sportsOrLottery = isSubRoute(path, '/the-thao') || isSubRoute(path, '/lo-de');
  return { headerTitles: true, miniGame: true, giftButton: !sportsOrLottery, jackpotButton: !sportsOrLottery };
}
