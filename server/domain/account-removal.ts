import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { contactMessages, identityAccounts, identityEmailTokens, identityPayloads, lessonListVersions, profiles, uploadInteractions, uploads } from '../db/schema.ts';

/**
 * Removes a teacher's account and everything Teachkit keeps for them, in one transaction: the profile and what it
 * owns (lessons, syllabi, shares, uploads with their slices, API keys, usage, enhancement requests — by cascade), the
 * record of what they did with other teachers' uploads, the messages they sent with the contact form, and, with the embedded identity provider, their sign-in
 * account, confirmation links, sessions and grants. Answers the ids of the uploads whose stored files the caller
 * must then remove (files are not in the database, so they go after the rows do).
 */
export async function removeAccount(db: Database, profileId: string): Promise<{ uploadIds: string[] }> {
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, profileId));
    await tx.delete(uploadInteractions).where(eq(uploadInteractions.actorId, profileId));
    await tx.delete(contactMessages).where(eq(contactMessages.profileId, profileId));
    await tx.delete(identityPayloads).where(sql`${identityPayloads.payload}->>'accountId' = ${profileId}`);
    await tx.delete(identityEmailTokens).where(eq(identityEmailTokens.accountId, profileId));
    await tx.delete(identityAccounts).where(eq(identityAccounts.id, profileId));
    await tx.delete(profiles).where(eq(profiles.id, profileId));
    // After the profile: deleting its lessons (by cascade) gave their list a new version. The version goes too; a list
    // without one is never answered from what a server kept.
    await tx.delete(lessonListVersions).where(eq(lessonListVersions.ownerId, profileId));
    return { uploadIds: owned.map((u) => u.id) };
  });
}
