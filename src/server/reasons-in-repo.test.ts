import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';

// A comment that cites a tracker's number sends its reader to a tracker they may never see: the reason
// belongs in the comment itself, in docs/decisions/ or in docs/product/.
const CITATION = new RegExp(String.raw`\bissues?\s+#?\d+`, 'i');
const TREES = ['src', 'tests', 'scripts', 'bench'];

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...TREES], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((f) => /\.(ts|tsx|mjs|js|sql|css|html)$/.test(f));
}

describe('every why is readable in the repository', () => {
  it('names the pattern it looks for', () => {
    // Spelt in two parts, so this file passes its own check.
    const word = 'issue';
    expect(CITATION.test(`as ${word} 16 says`)).toBe(true);
    expect(CITATION.test(`the ${word}s #3 and 4`)).toBe(true);
    expect(CITATION.test('an issue with a label')).toBe(false);
  });

  it('cites no issue number in src, tests, scripts or bench', () => {
    const citing = trackedFiles().flatMap((file) =>
      readFileSync(join(projectRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
