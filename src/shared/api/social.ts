import { idParams } from '../ids.js';
import { listingMessages } from '../listings.js';
import {
  followersReplySchema,
  followingReplySchema,
  followStateSchema,
  likeStateSchema,
  myLikesReplySchema,
} from '../social.js';
import { profileMessages } from '../user-profile.js';
import { defineApi } from './endpoint.js';

const listingParams = idParams(listingMessages.notFound);
const userParams = idParams(profileMessages.notFound);

/** Likes (favorites) and follows, stored per user with real counts (docs/product/10-decisions-beyond-the-spec.md §10.4). */
export const socialApi = defineApi('social', {
  like: {
    method: 'POST',
    path: '/api/listings/:id/like',
    summary: 'Like a listing',
    auth: 'user',
    params: listingParams,
    reply: likeStateSchema,
    errors: [404],
  },
  unlike: {
    method: 'DELETE',
    path: '/api/listings/:id/like',
    summary: 'Take back a like',
    auth: 'user',
    params: listingParams,
    reply: likeStateSchema,
    errors: [404],
  },
  myLikes: {
    method: 'GET',
    path: '/api/me/likes',
    summary: 'The ids of every listing the signed-in person liked',
    auth: 'user',
    reply: myLikesReplySchema,
    errors: [],
  },
  followState: {
    method: 'GET',
    path: '/api/users/:id/follow',
    summary: "A person's follower counts, and whether the signed-in person follows them",
    auth: 'optional',
    params: userParams,
    reply: followStateSchema,
    errors: [404],
  },
  follow: {
    method: 'POST',
    path: '/api/users/:id/follow',
    summary: 'Follow a person',
    auth: 'user',
    params: userParams,
    reply: followStateSchema,
    errors: [400, 404],
  },
  unfollow: {
    method: 'DELETE',
    path: '/api/users/:id/follow',
    summary: 'Stop following a person',
    auth: 'user',
    params: userParams,
    reply: followStateSchema,
    errors: [404],
  },
  followers: {
    method: 'GET',
    path: '/api/users/:id/followers',
    summary: 'The people who follow a person, newest first',
    auth: 'public',
    params: userParams,
    reply: followersReplySchema,
    errors: [404],
  },
  following: {
    method: 'GET',
    path: '/api/users/:id/following',
    summary: 'The people a person follows, newest first',
    auth: 'public',
    params: userParams,
    reply: followingReplySchema,
    errors: [404],
  },
});
