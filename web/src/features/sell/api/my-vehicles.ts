import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '@/lib/api-client';
import type {
  DeleteListingResponse,
  MessageResponse,
  SellerVehicle,
  SellerVehicleInput,
  SellerVehicleResponse,
  SellerVehiclesResponse,
  VehicleImageResponse,
} from '@/lib/api-types';
import { useSession } from '@/lib/session';

export type { SellerVehicle, SellerVehicleInput };

/** Scoped to the signed-in user, so a second sign-in never sees the first's listings. */
const keys = {
  all: (userId?: number) => ['account', userId ?? 0, 'my-vehicles'] as const,
  one: (userId: number | undefined, id: number) => ['account', userId ?? 0, 'my-vehicles', id] as const,
};

export function useMyVehicles() {
  const { user } = useSession();
  return useQuery(
    queryOptions({
      queryKey: keys.all(user?.id),
      queryFn: ({ signal }) => api.get<SellerVehiclesResponse>('/my-vehicles', undefined, signal),
      // Offers and staff's decisions arrive while the list is closed.
      staleTime: 0,
      select: (d) => d.vehicles,
    }),
  );
}

export function useMyVehicle(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.one(user?.id, id ?? 0),
    queryFn: ({ signal }) => api.get<SellerVehicleResponse>(`/my-vehicles/${id}`, undefined, signal),
    enabled: id !== null,
    staleTime: 0,
    select: (d) => d.vehicle,
  });
}

/** useListingCalls are the writes of one seller's listings; each leaves the cached copy as the server answered. */
export function useListingCalls() {
  const qc = useQueryClient();
  const { user } = useSession();
  const keep = (v: SellerVehicle) => {
    qc.setQueryData<SellerVehicleResponse>(keys.one(user?.id, v.id), { status: true, vehicle: v });
    void qc.invalidateQueries({ queryKey: keys.all(user?.id), exact: true });
  };
  const answered = (p: Promise<SellerVehicleResponse>) =>
    p.then((r) => {
      keep(r.vehicle);
      return r.vehicle;
    });
  const refetch = (id: number) => qc.invalidateQueries({ queryKey: keys.one(user?.id, id) });

  return {
    create: useMutation({ mutationFn: (in_: SellerVehicleInput) => answered(api.post('/my-vehicles', in_)) }),
    save: useMutation({
      mutationFn: ({ id, input }: { id: number; input: SellerVehicleInput }) => answered(api.put(`/my-vehicles/${id}`, input)),
    }),
    submit: useMutation({ mutationFn: (id: number) => answered(api.post(`/my-vehicles/${id}/submit`)) }),
    withdraw: useMutation({ mutationFn: (id: number) => answered(api.post(`/my-vehicles/${id}/withdraw`)) }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<DeleteListingResponse>(`/my-vehicles/${id}`),
      onSettled: () => qc.invalidateQueries({ queryKey: keys.all(user?.id) }),
    }),
    reorder: useMutation({
      mutationFn: ({ id, order }: { id: number; order: number[] }) => api.put<MessageResponse>(`/my-vehicles/${id}/images`, { order }),
      onSettled: (_d, _e, v) => refetch(v.id),
    }),
    removeImage: useMutation({
      mutationFn: ({ id, imageId }: { id: number; imageId: number }) => api.delete<MessageResponse>(`/my-vehicles/${id}/images/${imageId}`),
      onSettled: (_d, _e, v) => refetch(v.id),
    }),
    /** uploadImage sends one (already shrunk) photo, reporting its progress. */
    uploadImage: (id: number, file: File, onProgress: (done: number) => void) => {
      const form = new FormData();
      form.append('image', file);
      return upload<VehicleImageResponse>(`/my-vehicles/${id}/images`, form, onProgress).finally(() => void refetch(id));
    },
  };
}
