// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awayDateBounds, awayMessages } from '#shared/away';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';
import { AwayMode } from './components/away-mode';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, anna)] }));
});
afterEach(cleanupPage);

describe('Away mode in Settings', () => {
  it('turns on with a date up to 90 days ahead and a message, shows the state, and turns off', async () => {
    const { min, max } = awayDateBounds();
    routes['GET /api/me/away'] = [() => json(200, { awayUntil: null, awayMessage: null })];
    routes['PUT /api/me/away'] = [
      (body) => {
        const { until, message } = body as { until: string; message: string };
        return json(200, { awayUntil: `${until}T00:00:00.000Z`, awayMessage: message.trim() || null });
      },
    ];
    routes['DELETE /api/me/away'] = [() => json(200, { awayUntil: null, awayMessage: null })];
    renderPage('/settings', <AwayMode />);

    expect(await screen.findByText(awayMessages.notAway)).toBeTruthy();
    const date = screen.getByLabelText('Back on') as HTMLInputElement;
    expect([date.type, date.min, date.max]).toEqual(['date', min, max]);

    // No date: refused before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Turn on away mode' }));
    expect(await screen.findByText(awayMessages.chooseDate)).toBeTruthy();
    expect(requests.map((r) => r.key)).not.toContain('PUT /api/me/away');

    fireEvent.change(date, { target: { value: max } });
    fireEvent.change(screen.getByLabelText('Message for buyers (optional)'), {
      target: { value: 'Back soon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on away mode' }));
    const state = await screen.findByRole('status');
    const shown = new Date(`${max}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(within(state).getByText(`Away until ${shown}`)).toBeTruthy();
    expect(within(state).getByText('“Back soon”')).toBeTruthy();
    expect(requests.find((r) => r.key === 'PUT /api/me/away')?.body).toEqual({
      until: max,
      message: 'Back soon',
    });
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(awayMessages.turnedOn)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off away mode' }));
    expect(await screen.findByText(awayMessages.notAway)).toBeTruthy();
    expect(requests.map((r) => r.key)).toContain('DELETE /api/me/away');
  });
});
