import { z } from 'zod';

/** A person in a followers/following list. */
export const personSummarySchema = z.object({
  id: z.string(),
  handle: z.string(),
  display: z.string(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  followedAt: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;
