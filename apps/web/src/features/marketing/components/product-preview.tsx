import { Eye } from 'lucide-react';
import {
  ChallengeBoardSample,
  PeerFeedbackSample,
  SkillPortfolioSample,
  TeachBackSample,
} from './preview-cards';

/** The hero's picture of the product: four sample cards, captioned so nobody mistakes them for live data. */
export function ProductPreview() {
  return (
    <figure aria-labelledby="product-preview-caption" className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 hidden rounded-[2rem] bg-linear-to-br from-primary-soft via-bg to-accent-soft sm:block"
      />
      <figcaption
        id="product-preview-caption"
        className="mb-4 inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold text-muted shadow-sm"
      >
        <Eye aria-hidden="true" className="size-3.5" />
        Preview
      </figcaption>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChallengeBoardSample />
        <TeachBackSample />
        <PeerFeedbackSample />
        <SkillPortfolioSample />
      </div>
    </figure>
  );
}
