import { COURSE_SKILL_NOTE, isCourseSkill, VERIFIED_RULE, type VerifiedSkill } from '@teachloop/shared';
import { VerifiedSkillHeading } from '../../../components/common/verified-skill-heading';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format-date';

const NO_VERIFIED_SKILLS = 'No verified skills yet.';

/** The topics peers verified, each with the reviews that verified it; the rule when there are none yet. */
export function VerifiedSkills({ skills }: { skills: VerifiedSkill[] }) {
  if (skills.length === 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-fg">{NO_VERIFIED_SKILLS}</p>
        <p className="text-sm text-muted">{VERIFIED_RULE}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {skills.map((skill) => (
        <li key={skill.topic} className="rounded-lg border border-line p-4">
          <VerifiedSkillHeading
            topic={skill.topic}
            note={`${isCourseSkill(skill.topic) ? `${COURSE_SKILL_NOTE} · ` : ''}Verified ${formatDate(skill.verifiedAt)}`}
          />
          {skill.reviews.length === 0 ? null : (
            <ul aria-label={`Reviews that verified ${skill.topic}`} className="mt-3 flex flex-col gap-2">
              {skill.reviews.map((review) => (
                <li
                  key={review.feedbackId}
                  className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0 wrap-anywhere text-fg">
                    “{review.title}” <span className="text-muted">· {review.reviewer}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-muted">
                    <StarRating value={review.rating} />
                    {formatDate(review.completedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
