import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/page';
import { CourseList } from '../../features/courses/components/course-list';
import { ExplanationSearch } from '../../features/courses/components/explanation-search';
import { PageIntro } from '../../features/marketing/components/page-intro';

export function ExplorePage() {
  return (
    <>
      <PageIntro
        eyebrow="Course catalogue"
        title="Explore"
        lead="Find a subject to dig into. Each course is a path of challenges you complete, teach back and get feedback on."
      />
      <Container className="pt-10">
        <Card className="max-w-3xl">
          <ExplanationSearch />
        </Card>
      </Container>
      <CourseList />
    </>
  );
}
