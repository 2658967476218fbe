import { signUp, type TestApp } from './test-app.js';

/** Test support (not a test file): the seed's demo people, signed up as ordinary accounts. */
export const DEMO_HANDLES = ['anna_vintage', 'marcus_kicks', 'priya_closet', 'leo_threads', 'sam_shops'] as const;
export type DemoHandle = (typeof DEMO_HANDLES)[number];
/** The four demo people who sell (sam_shops only buys). */
export const DEMO_SELLERS = DEMO_HANDLES.slice(0, 4);

/** Signs up one account per demo handle; `ids` maps each handle to its user id, as the seed steps take them. */
export async function signUpDemoPeople(app: TestApp) {
  const accounts = Object.fromEntries(
    await Promise.all(DEMO_HANDLES.map(async (h) => [h, await signUp(app)] as const)),
  ) as Record<DemoHandle, Awaited<ReturnType<typeof signUp>>>;
  const ids = Object.fromEntries(DEMO_HANDLES.map((h) => [h, accounts[h].user.id])) as Record<DemoHandle, string>;
  return { accounts, ids };
}
