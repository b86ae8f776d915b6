/** Query keys of the back office; every write invalidates the 'admin' prefix it touched. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  vehicles: (query: string, status: string, page: number) => ['admin', 'vehicles', { query, status, page }] as const,
  vehicle: (id: number) => ['admin', 'vehicle', id] as const,
  offers: (vehicle: number | null, status: string) => ['admin', 'offers', { vehicle, status }] as const,
  records: (name: string, kind = '') => ['admin', 'records', name, kind] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  staff: ['admin', 'staff'] as const,
};
