/** Keys of values the app keeps in the browser (spec §9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  isNewUser: 'isNewUser',
  vehicleTypeId: 'vehicleTypeId',
  language: 'garihaat.lang',
  deviceToken: 'garihaat.device',
  compare: 'garihaat.compare',
} as const;

/**
 * deviceHeaders names this device to sign-in (X-Device-Token): a device
 * that signed in to a phone before is not locked out by wrong codes others
 * send for that phone. Kept across sign-outs on purpose.
 */
export function deviceHeaders(): Record<string, string> {
  try {
    const t = localStorage.getItem(STORAGE_KEYS.deviceToken);
    return t ? { 'X-Device-Token': t } : {};
  } catch {
    return {};
  }
}

/** rememberDevice keeps the device token a sign-in handed out. */
export function rememberDevice(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(STORAGE_KEYS.deviceToken, token);
  } catch {
    /* private mode: this device is simply not remembered */
  }
}

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
