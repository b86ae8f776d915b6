/** Query keys of the back office; every write invalidates the 'admin' prefix it touched. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  vehicles: (filter: object) => ['admin', 'vehicles', filter] as const,
  vehicle: (id: number) => ['admin', 'vehicle', id] as const,
  offers: (filter: object) => ['admin', 'offers', filter] as const,
  records: (name: string, kind = '') => ['admin', 'records', name, kind] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  staff: ['admin', 'staff'] as const,
  inbox: (filter: object) => ['admin', 'inbox', filter] as const,
  conversation: (id: number) => ['admin', 'conversation', id] as const,
};
