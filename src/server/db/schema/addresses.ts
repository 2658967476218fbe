// The addresses people keep: where their parcels go, and where sellers ship from.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
} from '../../../shared/addresses.js';
import { createdAt, id, tsz } from './columns.js';
import { ownedBy } from './people.js';

const maxLength = (n: number) => sql.raw(String(n));

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ownedBy('user_id'),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    /** The USPS two-letter code (shared/addresses.ts checks it against the list). */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one default per person, whatever races: two "make default" at once cannot both win.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    // The address book, most recent first; also the count against the cap.
    index('addresses_user_recent_idx').on(t.userId, t.createdAt.desc()),
    // The limits the shared schema applies, kept by the database too.
    check(
      'addresses_name_length',
      sql`char_length(${t.name}) between 1 and ${maxLength(ADDRESS_NAME_MAX_LENGTH)}`,
    ),
    check(
      'addresses_line1_length',
      sql`char_length(${t.line1}) between 1 and ${maxLength(ADDRESS_LINE_MAX_LENGTH)}`,
    ),
    check('addresses_line2_length', sql`char_length(${t.line2}) <= ${maxLength(ADDRESS_LINE_MAX_LENGTH)}`),
    check(
      'addresses_city_length',
      sql`char_length(${t.city}) between 1 and ${maxLength(ADDRESS_CITY_MAX_LENGTH)}`,
    ),
    check('addresses_state_format', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('addresses_zip_format', sql`${t.zip} ~ '^[0-9]{5}(-[0-9]{4})?$'`),
    check('addresses_country_us', sql`${t.country} = 'US'`),
  ],
);
