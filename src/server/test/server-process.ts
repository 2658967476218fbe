import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { projectRoot } from '../paths.js';

/**
 * A loopback port nothing listens on now, as a string for PORT: test files run in parallel, and a
 * fixed port two of them (or a server a crashed run left behind) share makes one fail to listen.
 */
export async function freePort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return String(typeof address === 'object' && address ? address.port : 0);
}

/** A child's environment: only what it is given, on PostgreSQL only when DATABASE_URL is given. */
export function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...env };
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the process has printed `text`. */
  waitForOutput(text: string): Promise<void>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Runs the real server entry point (src/server/main.ts through tsx) in a child process, as
 * `npm start` would, on the given environment. Resolves once it says it is running, or rejects
 * with its output when it exits first. `launcher` runs it through another command (e.g. `unshare`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry = 'src/server/main.ts',
  launcher: string[] = [],
): Promise<ServerProcess> {
  const [command, ...args] = [...launcher, process.execPath, '--import', 'tsx', join(projectRoot, entry)];
  const child = spawn(command ?? process.execPath, args, {
    cwd: projectRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const port = env.PORT ?? '3000';
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Rethread is running at')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        child.stdout?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      check();
      void exited.then(() => reject(new Error(`server exited without printing ${text}:\n${output}`)));
    });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, waitForOutput, exited };
}

export type Answer =
  { ok: true; status: number; headers: IncomingHttpHeaders; body: string } | { ok: false; error: string };

/**
 * One HTTP request that never rejects: a reset or a hang-up is an answer too, so tests can count them.
 * With `holdBodyUntil`, the first half of the body goes out at once and the rest once it resolves.
 */
export function send(
  url: string,
  options: {
    method?: string;
    path: string;
    agent: Agent;
    headers?: Record<string, string>;
    body?: string;
    /** Called once the whole request has been handed to the kernel (or has failed). */
    onSent?: () => void;
  },
  holdBodyUntil?: Promise<unknown>,
): Promise<Answer> {
  return new Promise((resolve) => {
    const body = Buffer.from(options.body ?? '');
    const req = httpRequest(
      `${url}${options.path}`,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        headers: { ...options.headers, ...(options.body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ ok: true, status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on('error', (err) => resolve({ ok: false, error: String(err) }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ ok: false, error: err.code ?? String(err) }));
    if (options.onSent) req.on('finish', options.onSent).on('error', options.onSent);
    if (!holdBodyUntil) return void req.end(body);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    void holdBodyUntil.then(() => req.end(body.subarray(half)));
  });
}

/** An empty database on the test PostgreSQL server for a server process to migrate; drop() removes it. */
export async function throwAwayPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rethread_proc_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
