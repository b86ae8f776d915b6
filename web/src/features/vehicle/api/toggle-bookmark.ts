import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ToggleBookmarkResult {
  status: boolean;
  isBookmarked: boolean;
  message: string;
}

export function toggleBookmark(id: number): Promise<ToggleBookmarkResult> {
  return api.post<ToggleBookmarkResult>('/toggle-bookmark', { id });
}

export function useToggleBookmark() {
  return useMutation({ mutationFn: toggleBookmark });
}
