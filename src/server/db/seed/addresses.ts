import type { OrderAddress } from '../../../shared/shipments.js';
import type { AppContext } from '../../context.js';
import { addresses } from '../schema.js';
import type { DEMO_USERS } from './demo-users.js';

type Handle = (typeof DEMO_USERS)[number]['handle'];

/**
 * Each demo person's default address: where their purchases go and their sales ship from, so a demo
 * buyer checks out and a demo seller gets a prepaid label without filling in a form first. The
 * streets are made up; the cities, states and ZIP codes are real, as a label needs.
 */
export const DEMO_ADDRESSES: Record<Handle, OrderAddress> = {
  anna_vintage: {
    name: 'Anna Kim',
    line1: '214 Bedford Avenue',
    line2: 'Apt 3R',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11249',
    country: 'US',
  },
  marcus_kicks: {
    name: 'Marcus Reed',
    line1: '1880 Peachtree Road NW',
    line2: null,
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
    country: 'US',
  },
  priya_closet: {
    name: 'Priya Shah',
    line1: '450 Valencia Street',
    line2: 'Unit 6',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
    country: 'US',
  },
  leo_threads: {
    name: 'Leo Martins',
    line1: '77 Pearl Street',
    line2: null,
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    country: 'US',
  },
  sam_shops: {
    name: 'Sam Taylor',
    line1: '3100 Guadalupe Street',
    line2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78705',
    country: 'US',
  },
};

export async function seedAddresses(ctx: AppContext, users: Record<Handle, string>): Promise<void> {
  await ctx.db.insert(addresses).values(
    Object.entries(DEMO_ADDRESSES).map(([handle, address]) => ({
      ...address,
      userId: users[handle as Handle],
      isDefault: true,
    })),
  );
}
