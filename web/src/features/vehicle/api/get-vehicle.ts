// A vehicle's detail is shared with the comparison page: it lives in src/lib.
export { getVehicle, useVehicle, vehicleQuery, type VehicleDetail } from '@/lib/vehicle-detail';
