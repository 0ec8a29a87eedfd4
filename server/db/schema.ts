import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LessonPlan as LessonPlanJson } from '../generation/types.ts';

/** A teacher's profile; the id is the identity provider's subject claim. */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  onboarded: boolean('onboarded').notNull().default(false),
  /** pro | starter | pilot | institution | '' (none) */
  subscription: text('subscription').notNull().default(''),
  subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
  market: text('market').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per counted robot action (spec §9: actions per shift). */
export const usageActions = pgTable(
  'usage_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('platform'),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_actions_profile_kind_time').on(t.profileId, t.kind, t.createdAt)],
);

/** Email + password accounts of the embedded identity provider. */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_accounts_email').on(t.email)],
);

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens, interactions). */
export const identityPayloads = pgTable(
  'identity_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_payloads_pk').on(t.model, t.id),
    index('identity_payloads_grant').on(t.grantId),
    index('identity_payloads_uid').on(t.uid),
  ],
);

/** Secrets the server generates once and keeps across restarts (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's lesson: the brief they gave, and the plan generated from it and edited since. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    methodology: text('methodology').notNull().default('inquiry'),
    enhancementEnabled: boolean('enhancement_enabled').notNull().default(false),
    yearLevel: text('year_level').notNull().default(''),
    subject: text('subject').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    outcomeCodes: jsonb('outcome_codes').$type<string[]>().notNull().default([]),
    plan: jsonb('plan').$type<LessonPlanJson>().notNull(),
    joinCode: text('join_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_owner_updated').on(t.ownerId, t.updatedAt), uniqueIndex('lessons_join_code').on(t.joinCode)],
);
