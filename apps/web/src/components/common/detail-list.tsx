import type { ReactNode } from 'react';
import { Card } from '../ui/card';

/** A side card of labelled facts about an item (status, due date, points…). */
export function DetailList({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
