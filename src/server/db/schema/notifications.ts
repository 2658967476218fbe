// What people are told: in-app notifications and which of them are also e-mailed.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, sqlList, tsz } from './columns.js';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/notifications.js';
import { ownedBy } from './people.js';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedBy('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of this site: the page the notification is about. */
    url: text('url').notNull(),
    readAt: tsz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list: a user's newest first, paged by (created_at, id).
    index('notifications_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count reads only these.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_type_known', sql`${t.type} in ${sql.raw(sqlList(NOTIFICATION_TYPES))}`),
  ],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: ownedBy('user_id').primaryKey(),
  /** Only the types the person changed; the rest follow NOTIFICATION_EMAIL_DEFAULTS. */
  email: jsonb('email').$type<Partial<Record<NotificationType, boolean>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
