import { COURSES } from '@teachloop/shared';
import { CourseCard } from './course-card';
import { HeadedSection } from '../../../components/ui/section-heading';

export function CourseList() {
  return (
    <HeadedSection
      id="explore-courses-title"
      title="Sample courses"
      lead="A first look at the catalogue. Open a course to see the topics it covers and the challenges waiting on them."
      className="py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {COURSES.map((course) => (
          <li key={course.slug} className="flex">
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
