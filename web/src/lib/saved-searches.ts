import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { SavedSearchAnswer, SavedSearchCreated, SavedSearchRequest, SavedSearchesResponse, StopAlertsResponse } from './api-types';

// The saved-search calls (issue 30), shared by the list pages (save) and
// the account area (list, change, delete).

export const savedSearchesKey = (userId: number | undefined) => ['account', userId ?? 'me', 'saved-searches'] as const;

export const savedSearchesQuery = (userId?: number) =>
  queryOptions({
    queryKey: savedSearchesKey(userId),
    queryFn: ({ signal }) => api.get<SavedSearchesResponse>('/saved-searches', undefined, signal),
    // Counts of new vehicles change with every publish: fetch when opened.
    staleTime: 0,
  });

export function createSavedSearch(body: SavedSearchRequest): Promise<SavedSearchCreated> {
  return api.post<SavedSearchCreated>('/saved-searches', body);
}

export function updateSavedSearch(id: number, body: SavedSearchRequest): Promise<SavedSearchAnswer> {
  return api.put<SavedSearchAnswer>(`/saved-searches/${id}`, body);
}

export function deleteSavedSearch(id: number): Promise<{ status: boolean; message: string }> {
  return api.delete(`/saved-searches/${id}`);
}

export function setPriceAlerts(on: boolean): Promise<{ status: boolean; price_alerts: boolean }> {
  return api.put('/price-alerts', { on });
}

export function stopAlerts(token: string): Promise<StopAlertsResponse> {
  return api.post<StopAlertsResponse>('/alerts/stop', { token });
}
