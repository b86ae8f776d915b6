import type * as S from '@/lib/api-types';

/** The back office's API shapes, generated from api/openapi.yaml. */
export type AdminVehicleRow = S.AdminVehicleRow;
export type AdminVehicle = S.AdminVehicle;
export type AdminVehicleInput = S.AdminVehicleInput;
export type VehicleImage = S.VehicleImage;
export type AdminOffer = S.AdminOffer;
export type AuditEntry = S.AuditEntry;
export type Dashboard = S.Dashboard;
export type RecordField = S.RecordField;
export type AdminRecord = { id: number } & Record<string, string | number>;
export type ImportReport = S.ImportReport;
export type Pagination = S.Pagination;
export type VehicleStatus = AdminVehicleRow['status'];
export type OfferStatus = AdminOffer['status'];
