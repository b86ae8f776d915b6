/** The main navigation of spec §2 (header, mobile menu, bottom tab bar). */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/all-vehicles', key: 'nav.allVehicles', end: false },
  { to: '/help', key: 'nav.help', end: false },
] as const;
