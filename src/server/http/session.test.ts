import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { registerSession, SESSION_COOKIE } from './session.js';

describe('session lookup', () => {
  it('runs for pages and API calls with a session cookie, not for built files and photos', async () => {
    const looked: string[] = [];
    const app = Fastify();
    await app.register(cookie);
    registerSession(
      app,
      async (sid) => {
        looked.push(sid);
        return undefined;
      },
      testConfig(),
    );
    app.get('/*', async (request) => ({ user: request.user }));
    const headers = { cookie: `${SESSION_COOKIE}=some-token` };
    for (const url of ['/assets/index-abc.js', '/uploads/x/thumb.webp', '/api/auth/me', '/listing/1']) {
      expect((await app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    expect(looked).toHaveLength(2);
    await app.close();
  });
});
