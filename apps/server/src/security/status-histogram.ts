/** How often each status answered, overall and per route, for the fuzz report. */
export class StatusHistogram {
  readonly byStatus = new Map<number, number>();
  readonly byRoute = new Map<string, Map<number, number>>();

  add(route: string, status: number) {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const counts = this.byRoute.get(route) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.byRoute.set(route, counts);
  }
}

const describe = (counts: Map<number, number>) =>
  [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join('  ');

/** The histogram as text: a line for all statuses, then one line per route. */
export function formatHistogram(histogram: StatusHistogram): string {
  const width = Math.max(...[...histogram.byRoute.keys()].map((route) => route.length), 0);
  const lines = [`all routes: ${describe(histogram.byStatus)}`];
  for (const [route, counts] of [...histogram.byRoute.entries()].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${route.padEnd(width)}  ${describe(counts)}`);
  return `${lines.join('\n')}\n`;
}
