import { z } from 'zod';

/** A person in a followers/following list. */
export const personSummarySchema = z
  .object({
    id: z.string(),
    handle: z.string(),
    display: z.string(),
    bio: z.string(),
    profileImageUrl: z.string().nullable(),
    followedAt: z.string(),
  })
  .meta({ id: 'PersonSummary' });
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const likeStateSchema = z
  .object({ liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;

/** GET /api/me/likes: the ids of every listing the signed-in person liked. */
export const myLikesReplySchema = z.object({ listingIds: z.array(z.string()) });
export type MyLikes = z.infer<typeof myLikesReplySchema>;

export const followStateSchema = z
  .object({
    following: z.boolean(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
  })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

export const followersReplySchema = z.object({ followers: z.array(personSummarySchema) });
export const followingReplySchema = z.object({ following: z.array(personSummarySchema) });
