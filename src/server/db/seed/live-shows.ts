import type { AppContext } from '../../context.js';
import { liveShows, qaQuestions } from '../schema.js';
import type { DEMO_USERS } from './demo-users.js';

type SeededUsers = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const MINUTE = 60 * 1000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE);

/** Tomorrow at 19:00 server time, so the demo always has a show coming up. */
function tomorrowEvening(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(19, 0, 0, 0);
  return d;
}

/**
 * Live shows a newcomer sees on /live-shows and the home 'Live Shows' tab: one on air now, one
 * tomorrow with questions already waiting, and one that ended last week.
 */
export async function seedLiveShows(ctx: AppContext, users: SeededUsers): Promise<void> {
  const [live, upcoming] = await ctx.db
    .insert(liveShows)
    .values([
      {
        hostId: users.marcus_kicks,
        title: 'Sneaker Sunday: rare pairs under $100',
        startAt: at(-25),
        startedAt: at(-20),
        status: 'live' as const,
        streamUrl: 'https://stream.example.com/marcus_kicks',
        createdAt: at(-3 * 24 * 60),
      },
      {
        hostId: users.anna_vintage,
        title: '90s denim & vintage jackets drop',
        startAt: tomorrowEvening(),
        streamUrl: 'https://stream.example.com/anna_vintage',
        createdAt: at(-2 * 24 * 60),
      },
      {
        hostId: users.priya_closet,
        title: 'Closet clear-out: party dresses',
        startAt: at(-7 * 24 * 60),
        startedAt: at(-7 * 24 * 60 + 5),
        endedAt: at(-7 * 24 * 60 + 65),
        status: 'ended' as const,
        createdAt: at(-9 * 24 * 60),
      },
    ])
    .returning({ id: liveShows.id });

  await ctx.db.insert(qaQuestions).values([
    {
      showId: upcoming!.id,
      authorId: users.sam_shops,
      body: 'Will you have any Levi’s 501s in a W28?',
      createdAt: at(-26 * 60),
    },
    {
      showId: upcoming!.id,
      authorId: users.priya_closet,
      body: 'Can you show the lining of the suede jacket up close?',
      createdAt: at(-5 * 60),
    },
    {
      showId: live!.id,
      authorId: users.sam_shops,
      body: 'Are the Jordans deadstock or worn?',
      createdAt: at(-8),
    },
  ]);
}
