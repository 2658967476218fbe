import { z } from 'zod';
import { bundleTiersReplySchema } from './bundles.js';
import { UPLOADED_IMAGE_URL } from './listings.js';
import { bioSchema, displayNameSchema, handleSchema } from './users.js';

/** A person as anyone may see them (profile page, seller card): never e-mail or anything private. */
export const publicUserSchema = z
  .object({
    id: z.string(),
    display: z.string(),
    handle: z.string(),
    bio: z.string(),
    profileImageUrl: z.string().nullable(),
    createdAt: z.string(),
    listingCount: z.number().int(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    /** From the reviews of their completed sales: one decimal, null before the first. */
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** Their bundle discount tiers, lowest first ([] for none). */
    bundleTiers: bundleTiersReplySchema,
    /** While they are away (src/shared/away.ts), until when (ISO 8601) and their note; else null. */
    awayUntil: z.string().nullable(),
    awayMessage: z.string().nullable(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicUserReplySchema = z.object({ user: publicUserSchema });
export type PublicUserReply = z.infer<typeof publicUserReplySchema>;

/** GET /api/users/handle/{handle}: any text up to 100 characters (an unknown handle is a 404). */
export const handleParamsSchema = z.object({ handle: z.string().max(100) });

export const profileMessages = {
  handleTaken: 'That handle is already taken',
  notFound: 'User not found',
  photoForeign: 'Profile photo must be a photo uploaded to Rethread',
  photoNotYours: 'You can only use photos you uploaded',
  nothingToUpdate: 'Nothing to update',
} as const;

/** PATCH /api/users/me. `profileImageUrl: null` removes the photo. */
export const updateProfileInputSchema = z
  .strictObject({
    display: displayNameSchema.optional(),
    handle: handleSchema.optional(),
    bio: bioSchema.optional(),
    profileImageUrl: z
      .string({ error: profileMessages.photoForeign })
      .regex(UPLOADED_IMAGE_URL, profileMessages.photoForeign)
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), profileMessages.nothingToUpdate);
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;
