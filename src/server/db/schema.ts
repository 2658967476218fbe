// The database schema, one file per area under schema/; everything imports it from here, and
// drizzle-kit reads it from here to write migrations.
export * from './schema/people.js';
export * from './schema/listings.js';
export * from './schema/commerce.js';
export * from './schema/operations.js';
export * from './schema/photos.js';
export * from './schema/notifications.js';
export * from './schema/messages.js';
export * from './schema/fanout.js';
export * from './schema/addresses.js';
export * from './schema/shipments.js';
export * from './schema/earnings.js';
export * from './schema/reviews.js';
export * from './schema/trust.js';
export * from './schema/saved-searches.js';
export * from './schema/bag.js';
