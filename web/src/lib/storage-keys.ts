/** Keys of values the app keeps in the browser (spec §9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  isNewUser: 'isNewUser',
  vehicleTypeId: 'vehicleTypeId',
  language: 'garihaat.lang',
} as const;

/** rememberVehicleType stores the type a footer or home tile opened the list with. */
export function rememberVehicleType(id: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.vehicleTypeId, String(id));
  } catch {
    /* storage may be disabled; the URL carries the filter anyway */
  }
}

/**
 * rememberedVehicleType reads the remembered vehicle type id; the list page
 * forgets it once it has opened with it.
 */
export function rememberedVehicleType(): string | null {
  try {
    const v = sessionStorage.getItem(STORAGE_KEYS.vehicleTypeId);
    return v && /^\d+$/.test(v) ? v : null;
  } catch {
    return null;
  }
}
