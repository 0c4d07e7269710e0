/*
 * Every table, for drizzle-kit (drizzle.config.ts) and for code that needs several areas' tables.
 * Each schema-*.ts imports the tables it refers to from its own file (the core ones from
 * schema-core.ts), never from here, so no table file imports itself in a circle.
 */
export * from './schema-core';
export * from './schema-shell';
export * from './schema-profile';
export * from './schema-registration';
export * from './schema-emulation';
export * from './schema-push';
export * from './schema-trips';
export * from './schema-approvals';
export * from './schema-feedback';
export * from './schema-trip-actions';
export * from './schema-generic';
export * from './schema-wallet';
export * from './schema-booking-approvals';
export * from './schema-insurance-catalog';
export * from './schema-insurance-bookings';
export * from './schema-flights';
export * from './schema-policy';
export * from './schema-flight-bookings';
export * from './schema-flight-recommendations';
export * from './schema-security';
export * from './schema-data-keys';
export * from './schema-gst-invoices';
export * from './schema-masters';
export * from './schema-finance-masters';
export * from './schema-admin-audit';
export * from './schema-org-budgets';
export * from './schema-trip-purposes';
export * from './schema-people';
export * from './schema-coordinators';
export * from './schema-custom-fields';
export * from './schema-location-groups';
export * from './schema-visas';
export * from './schema-per-diem';
export * from './schema-dashboards';
export * from './schema-expenses';
export * from './schema-uploads';
export * from './schema-hotels';
export * from './schema-guesthouses';
