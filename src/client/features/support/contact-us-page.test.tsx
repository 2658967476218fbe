// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactUsPage from './contact-us-page';
import { json } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { NoopResizeObserver } from '../../test/dom-stubs';

let requests: { key: string; body: unknown }[];
let answer: () => Promise<Response>;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  requests = [];
  answer = async () =>
    json(201, {
      reference: 'RT-7K3M9Q',
      message: 'Thanks — we received your message. Your reference is RT-7K3M9Q',
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (key !== 'POST /api/contact') throw new Error(`unexpected request ${key}`);
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => renderPage(path, <ContactUsPage />);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

function fillValid() {
  type('Name', 'Maya Chen');
  type('Email', 'maya@example.com');
  type('Subject', 'Seller asked me to pay outside');
  type('Message', 'A seller sent me a payment link in a message. Is that allowed?');
}

describe('/contact-us', () => {
  it("shows every rule's message and sends nothing", async () => {
    renderAt('/contact-us');
    type('Name', 'M');
    type('Email', 'maya.example.com');
    type('Subject', 'Help');
    type('Message', 'Too short');
    fireEvent.click(sendButton());
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('presets the category from ?category= and ignores unknown ones', async () => {
    renderAt('/contact-us?category=Safety%20Concerns');
    expect(screen.getByLabelText('Category').textContent).toContain('Safety Concerns');
    cleanup();
    renderAt('/contact-us?category=Refunds');
    expect(screen.getByLabelText('Category').textContent).toContain('Select a category');
  });

  it("reads 'Sending...' while sending, then shows the reference and resets the form", async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            json(201, {
              reference: 'RT-7K3M9Q',
              message: 'Thanks — we received your message. Your reference is RT-7K3M9Q',
            }),
          );
      });
    renderAt('/contact-us?category=Safety%20Concerns');
    fillValid();
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Sending...'));
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    release();
    const confirmation = await screen.findByRole('status', { name: 'Message sent' });
    expect(confirmation.textContent).toContain(
      'Thanks — we received your message. Your reference is RT-7K3M9Q',
    );
    expect(requests).toEqual([
      {
        key: 'POST /api/contact',
        body: {
          name: 'Maya Chen',
          email: 'maya@example.com',
          subject: 'Seller asked me to pay outside',
          category: 'Safety Concerns',
          message: 'A seller sent me a payment link in a message. Is that allowed?',
        },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByLabelText('Category').textContent).toContain('Select a category');
    expect(sendButton().textContent).toBe('Send Message');
  });

  it("shows the server's message in a destructive toast and keeps what was typed", async () => {
    answer = async () =>
      json(429, {
        error: 'You have sent several messages in a short time. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      });
    renderAt('/contact-us?category=General%20Inquiry');
    fillValid();
    fireEvent.click(sendButton());
    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please wait 10 minutes and try again.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Maya Chen');
    expect(screen.queryByRole('status', { name: 'Message sent' })).toBeNull();
  });
});

describe('/contact-us ways to reach us', () => {
  it('publishes no made-up phone number: its three cards are e-mail, the FAQ and the form', () => {
    renderAt('/contact-us');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/555|\+1 \(/);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByRole('link', { name: /Help Center.*Browse the FAQ/ }).getAttribute('href')).toBe(
      '/help-center',
    );
  });
});
