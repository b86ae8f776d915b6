import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, VehicleImageResponse } from '@/lib/api-types';
import { adminKeys } from './keys';

/** The photo calls of one vehicle; each refreshes the editor's copy. */
export function useVehicleImages(vehicleId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.vehicle(vehicleId) });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<VehicleImageResponse>(`/admin/vehicles/${vehicleId}/images`, form);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => api.delete<MessageResponse>(`/admin/vehicles/${vehicleId}/images/${imageId}`),
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: (order: number[]) => api.put<MessageResponse>(`/admin/vehicles/${vehicleId}/images`, { order }),
    onSettled: refresh,
  });
  return { upload, remove, reorder };
}

/** uploadMedia stores a logo, icon or portrait and returns its /media/ URL. */
export async function uploadMedia(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const res = await api.post<{ image: { url: string } }>('/admin/media', form);
  return res.image.url;
}
