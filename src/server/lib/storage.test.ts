import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSafeKey, createLocalStorage } from './storage.js';

describe('local storage', () => {
  it('writes, finds, reads and names files under its root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rethread-storage-'));
    const storage = createLocalStorage(root);
    expect(await storage.exists('abc/1280.webp')).toBe(false);
    expect(await storage.read('abc/1280.webp')).toBeUndefined();

    await storage.put('abc/1280.webp', Buffer.from('hello'), 'image/webp');
    expect(await storage.exists('abc/1280.webp')).toBe(true);
    expect(await readFile(join(root, 'abc', '1280.webp'), 'utf8')).toBe('hello');
    expect(storage.url('abc/1280.webp')).toBe('/uploads/abc/1280.webp');

    const file = await storage.read('abc/1280.webp');
    expect(file?.size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    // Written through a temporary name and renamed: nothing half-written is left behind.
    expect(await readdir(join(root, 'abc'))).toEqual(['1280.webp']);
    // A folder is not a file.
    expect(await storage.exists('abc')).toBe(false);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rethread-storage-'));
    const storage = createLocalStorage(root);
    // A folder already where the file must go: the temporary file is written, then the rename fails,
    // as a write fails part-way on a disk that fills up.
    await mkdir(join(root, 'abc', '1280.webp'), { recursive: true });
    await expect(storage.put('abc/1280.webp', Buffer.alloc(64 * 1024, 1), 'image/webp')).rejects.toThrow();
    expect(await readdir(join(root, 'abc'))).toEqual(['1280.webp']);
    expect(await readdir(join(root, 'abc', '1280.webp'))).toEqual([]);
  });

  it('refuses keys that could leave its root', async () => {
    const storage = createLocalStorage(await mkdtemp(join(tmpdir(), 'rethread-storage-')));
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a/b c']) {
      expect(() => assertSafeKey(key), key).toThrow(/Unsafe storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
      expect(await storage.exists(key)).toBe(false);
    }
  });
});
