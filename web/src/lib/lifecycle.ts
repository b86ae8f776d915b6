/**
 * The vehicle lifecycle as the web app asks it: the rules are Go's
 * (vehicle.go), generated into lifecycle.gen.ts; no component compares a
 * state by hand (lifecycle_guard_test.go at the module root fails if one
 * does).
 */
import { STATE_RULES, type StateRules } from './lifecycle.gen';

export { VEHICLE_STATES, type StateRules } from './lifecycle.gen';

/** A state this build does not know (a newer server): staff only, nothing offered. */
const UNKNOWN: StateRules = {
  listed: false, pagePublic: false, takesBids: false, sellerEditable: false, awaitsReview: false, soldOut: false, unsubmitted: false,
};

/** stateRules is what the lifecycle says of a vehicle in status. */
export function stateRules(status: string | null | undefined): StateRules {
  return (status && STATE_RULES[status as keyof typeof STATE_RULES]) || UNKNOWN;
}
