import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiResults, Timing } from './api';
import type { DatasetSize } from './datasets';
import type { FanoutResult } from './fanout';
import type { LighthouseRun } from './lighthouse-pages';
import type { LoadResult } from './load';
import { repoRoot } from './processes';

export interface SizeRun {
  label: string;
  size: DatasetSize;
  generatedInMs: number | null;
  ceiling: LoadResult;
  api: ApiResults;
  fanout: FanoutResult[];
}

export interface EngineRun {
  engine: 'sqlite' | 'postgres';
  sizes: SizeRun[];
}

const ratio = (value: number, to: number) => (to > 0 ? Math.round((value / to) * 100) / 100 : 0);

/** One line per scenario and size: req/s, latency and the ratios the targets are written in. */
export function printSummary(engines: EngineRun[]): void {
  console.log('\nSummary (ratio to the bare Fastify route and to /healthz, both measured in the same run)');
  console.log('engine    size  scenario                 req/s   p50 ms   p99 ms   ×bare  ×healthz');
  for (const { engine, sizes } of engines) {
    for (const run of sizes) {
      const healthz = run.api.healthz?.rps ?? 0;
      const rows: [string, LoadResult][] = [['bare fastify', run.ceiling], ...Object.entries(run.api)];
      for (const [name, result] of rows) {
        console.log(
          [
            engine.padEnd(9),
            run.label.padStart(4),
            ` ${name.padEnd(22)}`,
            String(result.rps).padStart(7),
            String(result.p50).padStart(8),
            String(result.p99).padStart(8),
            ratio(result.rps, run.ceiling.rps).toFixed(2).padStart(7),
            ratio(result.rps, healthz).toFixed(2).padStart(9),
          ].join(' '),
        );
      }
    }
    const [small, large] = sizes;
    const create = (run: SizeRun | undefined) => run?.api['create challenge'];
    const clean = (run: SizeRun | undefined) => create(run) !== undefined && create(run)!.failures === 0;
    if (small && large && clean(small) && clean(large)) {
      const slowdown = ratio(create(small)!.rps, create(large)!.rps);
      console.log(
        `${engine.padEnd(9)} create challenge ${small.label} → ${large.label}: ${slowdown}× slower (target ≤ 1.5)`,
      );
    }
    for (const run of sizes) {
      const half = run.api['dashboard reads, half'];
      const bare = run.api['bare fastify, half'];
      if (half && bare)
        console.log(
          `${engine.padEnd(9)} ${run.label}: dashboard reads at ${half.rps} req/s (half their maximum) p99 ${half.p99} ms (target < 10), the bare route at that rate p99 ${bare.p99} ms`,
        );
    }
    for (const run of sizes) {
      const alone = run.api['dashboard reads']?.rps ?? 0;
      const mixed = run.api['reads while writing']?.rps ?? 0;
      const writes = run.api['writes beside reads']?.requests ?? 0;
      const starved = writes === 0 ? ' — no creation finished beside the reads: writes starved' : '';
      console.log(
        `${engine.padEnd(9)} ${run.label}: reads while writing / reads alone = ${ratio(mixed, alone)} (target ≥ 0.7)${starved}`,
      );
    }
  }
}

/** bench/results/<timestamp>.json, so runs can be compared. Returns the path. */
export function writeResults(results: {
  quick: boolean;
  timing: Timing;
  engines: EngineRun[];
  lighthouse: LighthouseRun;
}): string {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '')}.json`);
  const meta = { date: new Date().toISOString(), node: process.version, cores: os.cpus().length };
  fs.writeFileSync(file, `${JSON.stringify({ ...meta, ...results }, null, 2)}\n`);
  return path.relative(repoRoot, file);
}
