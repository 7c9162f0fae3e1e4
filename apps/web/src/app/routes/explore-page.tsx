import { CourseList } from '../../features/courses/components/course-list';
import { PageIntro } from '../../features/marketing/components/page-intro';

export function ExplorePage() {
  return (
    <>
      <PageIntro
        eyebrow="Course catalogue"
        title="Explore"
        lead="Find a subject to dig into. Each course is a path of challenges you complete, teach back and get feedback on."
      />
      <CourseList />
    </>
  );
}
