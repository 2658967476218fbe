/** The demo accounts a newcomer signs in with; the README lists the same. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = [
  {
    email: 'anna@rethread.test',
    handle: 'anna_vintage',
    display: 'Anna Kim',
    bio: 'Vintage denim and 90s outerwear. I ship within a day, bundles welcome.',
    role: 'seller',
    bundleTiers: [
      { minItems: 2, percent: 10 },
      { minItems: 4, percent: 15 },
    ],
  },
  {
    email: 'marcus@rethread.test',
    handle: 'marcus_kicks',
    display: 'Marcus Reed',
    bio: 'Sneakers, streetwear and the occasional designer find.',
    role: 'seller',
    bundleTiers: [],
  },
  {
    email: 'priya@rethread.test',
    handle: 'priya_closet',
    display: 'Priya Shah',
    bio: 'Clearing out my closet: dresses, bags and jewellery in great condition.',
    role: 'seller',
    bundleTiers: [{ minItems: 3, percent: 20 }],
  },
  {
    email: 'leo@rethread.test',
    handle: 'leo_threads',
    display: 'Leo Martins',
    bio: 'Menswear minimalist. Everything smoke-free and freshly laundered.',
    role: 'seller',
    bundleTiers: [],
  },
  {
    email: 'sam@rethread.test',
    handle: 'sam_shops',
    display: 'Sam Taylor',
    bio: '',
    role: 'buyer',
    bundleTiers: [],
  },
] as const;

/** The demo operator: the seed gives it the admin role, as `npm run admin:grant` would. */
export const DEMO_OPERATOR = {
  email: 'ops@rethread.test',
  handle: 'rethread_ops',
  display: 'Rethread Operations',
} as const;

export const DEMO_LOGIN_LINES = [
  ...DEMO_USERS.map(
    (u) => `${u.email.padEnd(24)} ${u.role === 'seller' ? `seller @${u.handle}` : `buyer  @${u.handle}`}`,
  ),
  `${DEMO_OPERATOR.email.padEnd(24)} operator (the console at /admin)`,
];
