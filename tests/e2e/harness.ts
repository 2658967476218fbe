import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../src/server/test/server-process';

const root = new URL('../..', import.meta.url).pathname;


export type RunningApp = {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (without SMTP, the e-mails it sent are printed there). */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts the built server (`npm run build` first; `npm run test:e2e` does it) on a free port with a
 * fresh embedded database and the demo data, exactly as a newcomer's `npm start` would.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = Number(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with the flags this closed network needs (no background connections). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function newContext(browser: Browser, viewport: { width: number; height: number } = DESKTOP) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  context.on('page', waitForTheAppAfterLoads);
  return context;
}

/**
 * A visitor's page arrives rendered and its scripts start once it has loaded (decision 020): it shows
 * before its buttons work. After every full load (goto, reload) a journey waits, as a person's eye
 * would not, until the app marks the page live (app/router.tsx). Not for documents without the app.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const live = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.pageLive === 'true',
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

/** Collects console errors, uncaught page errors and 5xx answers; a journey asserts it stays empty. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/**
 * watchConsole for pages a visitor may open: the anonymous 401 from GET /api/auth/user is the spec's
 * "not signed in" answer, not a problem. Answers a function reading the problems so far.
 */
export function watchVisitorConsole(page: Page): () => string[] {
  const problems = watchConsole(page);
  return () => problems.filter((p) => !/status of 401 \(Unauthorized\)/.test(p));
}

/** Signs a browser context in through the API (same origin, so the cookie lands in the context). */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password = 'demo1234',
) {
  const res = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
}

/**
 * A journey file's shared set-up: before its tests, the app on a fresh database with the demo data
 * and a browser; after them, both stopped. `ready` receives them once they are up.
 */
export function useJourney(
  ready: (started: { app: RunningApp; browser: Browser }) => void,
  env: Record<string, string> = {},
): void {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp(env);
    browser = await launchBrowser();
    ready({ app, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
}
