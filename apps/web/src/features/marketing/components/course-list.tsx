import { Code, FlaskConical, Layers, Sigma, SquarePen } from 'lucide-react';
import { Container } from '../../../components/ui/page';
import { CourseCard, type SampleCourse } from './course-card';
import { SectionHeading } from './section-heading';

const COURSES: readonly SampleCourse[] = [
  {
    icon: Code,
    title: 'Intro to Python Programming',
    subject: 'Computer Science',
    level: 'Beginner',
    description:
      'Write your first programs, then explain variables, loops and functions back to a partner until they click.',
    challenges: 8,
    weeks: 4,
  },
  {
    icon: Sigma,
    title: 'Algebra Foundations',
    subject: 'Mathematics',
    level: 'Beginner',
    description:
      'Equations, inequalities and graphs, practised through short challenges and peer-checked teach-backs.',
    challenges: 10,
    weeks: 5,
  },
  {
    icon: FlaskConical,
    title: 'Cell Biology Essentials',
    subject: 'Biology',
    level: 'Intermediate',
    description:
      'From organelles to cell division: draw the diagrams, teach them back and get feedback from classmates.',
    challenges: 7,
    weeks: 4,
  },
  {
    icon: Layers,
    title: 'Data Structures in Practice',
    subject: 'Computer Science',
    level: 'Intermediate',
    description:
      'Arrays, stacks, queues, trees and hash maps, with challenges that ask you to explain when each one fits.',
    challenges: 12,
    weeks: 6,
  },
  {
    icon: SquarePen,
    title: 'Persuasive Writing Workshop',
    subject: 'Writing',
    level: 'Advanced',
    description:
      'Build arguments that hold up, review peers’ essays with star-rated feedback and sharpen your own by teaching.',
    challenges: 6,
    weeks: 3,
  },
];

export function CourseList() {
  return (
    <section aria-labelledby="explore-courses-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="explore-courses-title"
          title="Sample courses"
          lead="A first look at the catalogue. Course pages open soon; until then, every course is a preview."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {COURSES.map((course) => (
            <li key={course.title} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
