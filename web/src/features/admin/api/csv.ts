import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '@/lib/api-client';
import type { ImportResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

/**
 * useImportVehicles sends a CSV file. A file with bad rows answers 422 with
 * the same report, which is returned (not thrown) so the page can show it.
 */
export function useImportVehicles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportResponse> => {
      try {
        return await request<ImportResponse>('/admin/vehicles/import', {
          method: 'POST',
          params: { dry_run: dryRun || undefined },
          body: new Blob([file], { type: 'text/csv' }),
        });
      } catch (err) {
        const body = err instanceof ApiError ? (err.body as ImportResponse | null) : null;
        if (body?.report) return body;
        throw err;
      }
    },
    onSuccess: (res) => {
      if (res.report?.written) void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** downloadExport fetches the CSV with the session token and saves it. */
export async function downloadExport(): Promise<void> {
  saveBlob(await request<Blob>('/admin/vehicles/export', { blob: true }), 'garihaat-vehicles');
}

/** saveBlob saves a downloaded file as name-<today>.csv. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
