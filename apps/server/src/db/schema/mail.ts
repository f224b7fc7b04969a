import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a message; `cid` makes it an inline image the HTML refers to as cid:… */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  cid?: string;
}

/**
 * Every email, durable before it is sent. With SMTP configured a worker delivers 'queued' rows
 * (retrying with back-off); without it messages stay here as 'stored' for admins to read.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Extra headers sent with it (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Keys the server signs its own links with (ADR 54: one-click unsubscribe), made at first use and
 * shared by every process through the database, so a link one process wrote another one reads.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
