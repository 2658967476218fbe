// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { dismissToast, toast } from '#client/components/ui/use-toast';
import { json, stubFetch, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { ListingForm } from './listing-form';
import { stubListingFormBrowser } from '#client/test/dom-stubs';
import { anna } from '#client/test/fixtures';

configure({ asyncUtilTimeout: 5000 });

let uploaded = 0;

beforeAll(async () => {
  await import('#client/components/ui/toast-layer');
});

beforeEach(() => {
  uploaded = 0;
  // Each uploaded file gets its own stored URL.
  stubListingFormBrowser(() => {
    uploaded += 1;
    return `/uploads/${String(uploaded).padStart(20, 'a')}/1280.webp`;
  });
  const routes: FakeRoutes = {
    'GET /api/auth/user': [() => json(200, anna)],
    // Anna has a ship-from address: the form does not ask for one (ship-from-fields.test.tsx does).
    'GET /api/addresses': [() => json(200, { addresses: [{ id: 'a1' }] })],
  };
  stubFetch(routes, []);
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const photo = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });
const pick = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('the create form photos', () => {
  it('clears "At least one image is required" once a photo is added', async () => {
    renderPage('/create-listing', <ListingForm />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Listing' })).toBeTruthy());
    type('Title', 'Denim jacket');
    type('Description', 'Light wash, no marks.');
    type('Price ($)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    const photos = screen.getByRole('group', { name: /Photos/ });
    await within(photos).findByText('At least one image is required for your listing');

    pick('Additional images', [photo('front.jpg')]);
    await within(photos).findByText('Uploaded');
    expect(within(photos).queryByText('At least one image is required for your listing')).toBeNull();
  });

  it('with ten photos the main-photo slot shows the main photo, never a dead "Add main photo"', async () => {
    renderPage('/create-listing', <ListingForm />);
    await waitFor(() => expect(screen.getByLabelText('Additional images')).toBeTruthy());
    const files = Array.from({ length: 10 }, (_, i) => photo(`photo-${i + 1}.jpg`));
    pick('Additional images', files);
    const photos = screen.getByRole('group', { name: /Photos/ });
    await waitFor(() => expect(within(photos).getAllByText('Uploaded')).toHaveLength(10));
    expect(within(photos).getByText('(10/10, up to 5 MB each)')).toBeTruthy();
    expect(within(photos).queryByRole('button', { name: 'Add main photo' })).toBeNull();
    // The first photo is the main one, shown in its slot, and can be removed like any other.
    const mainSlot = within(photos).getByText('Main image').parentElement!;
    expect(within(mainSlot).getByRole('img', { name: 'photo-1.jpg' })).toBeTruthy();
    fireEvent.click(within(mainSlot).getByRole('button', { name: 'Remove photo-1.jpg' }));
    expect(within(mainSlot).getByRole('img', { name: 'photo-2.jpg' })).toBeTruthy();
    expect(within(photos).getByText('(9/10, up to 5 MB each)')).toBeTruthy();
  });
});

describe('toasts and the primary button', () => {
  it('shows toasts at the top of the window, away from the forms’ primary buttons at the bottom', async () => {
    render(<ToastProvider>page</ToastProvider>);
    await act(async () => {
      toast({ title: 'Listing created successfully!' });
    });
    const viewport = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')!;
    const classes = viewport.className.split(/\s+/);
    expect(classes).toContain('top-0');
    expect(classes.some((c) => /^(sm:|md:|lg:)?bottom-/.test(c))).toBe(false);
  });
});
