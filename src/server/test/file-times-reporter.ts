import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

type Row = { file: string; seconds: number; cpu: number | undefined; tests: number; parts: string };

const s = (ms: number) => (ms / 1000).toFixed(1);

/**
 * Prints, after the run, the test files that took longest (wall time, from preparing the worker to the
 * last hook) with their CPU time, which says what a file costs even on a busy machine. The whole
 * table goes to `outputFile` when given.
 */
export default class FileTimesReporter implements Reporter {
  constructor(private readonly options: { top?: number; outputFile?: string } = {}) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const rows: Row[] = testModules.map((module) => {
      const d = module.diagnostic();
      const seconds =
        d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
      return {
        file: module.relativeModuleId,
        seconds,
        cpu: module.meta().cpuSeconds,
        tests: [...module.children.allTests()].length,
        parts: `environment ${s(d.environmentSetupDuration)}, import ${s(d.collectDuration)}, tests ${s(d.duration)}`,
      };
    });
    rows.sort((a, b) => b.seconds - a.seconds);
    const line = (r: Row) =>
      `${s(r.seconds).padStart(7)} s  ${(r.cpu === undefined ? '-' : r.cpu.toFixed(1)).padStart(6)} s cpu  ` +
      `${String(r.tests).padStart(3)} tests  ${r.file}  (${r.parts})`;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const total =
      `${rows.length} files: ${s(sum(rows.map((r) => r.seconds)))} s in the workers, ` +
      `${sum(rows.map((r) => r.cpu ?? 0)).toFixed(1)} s of CPU`;
    const top = this.options.top ?? 20;
    console.log(`\nSlowest ${Math.min(top, rows.length)} test files (wall time, CPU time; ${total}):`);
    for (const row of rows.slice(0, top)) console.log(line(row));
    if (this.options.outputFile) {
      mkdirSync(dirname(this.options.outputFile), { recursive: true });
      writeFileSync(this.options.outputFile, `${total}\n${rows.map(line).join('\n')}\n`);
      console.log(`Every file's time: ${this.options.outputFile}`);
    }
  }
}
