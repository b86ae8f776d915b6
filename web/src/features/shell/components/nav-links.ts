/** The main navigation of spec §2 (header, mobile menu, bottom tab bar). */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/all-vehicles', key: 'nav.allVehicles', end: false },
  { to: '/help', key: 'nav.help', end: false },
] as const;

/** Selling a vehicle (issue 28): in the header, the mobile menu and the account menu, not the spec's three tabs. */
export const SELL_LINK = { to: '/sell', key: 'nav.sell' } as const;
