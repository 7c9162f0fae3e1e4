import { PATH_TEXTS } from '../course-path-texts';

/** '{done} of {total} done' over a bar, the bar a progressbar named 'Path progress'. */
export function PathProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-fg">{PATH_TEXTS.progress(done, total)}</p>
      <div
        role="progressbar"
        aria-label={PATH_TEXTS.progressName}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={PATH_TEXTS.progress(done, total)}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
