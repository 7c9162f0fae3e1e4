/** The demo accounts `npm run db:seed` creates: all share one password and the reserved demo domain. */
const DEMO_DOMAIN = 'demo.teachloop.test';
export const DEMO_PASSWORD = 'teachloop-demo';

export interface DemoUser {
  name: string;
  email: string;
}

const NAMES = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Katherine Johnson',
  'Marie Curie',
  'Rosalind Franklin',
  'Emmy Noether',
  'Carl Gauss',
  'Barbara Liskov',
  'Edsger Dijkstra',
  'Mary Somerville',
  'Srinivasa Ramanujan',
];

/** ada@demo.teachloop.test for 'Ada Lovelace': the first name, lower-cased. */
export const DEMO_USERS: readonly DemoUser[] = NAMES.map((name) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@${DEMO_DOMAIN}`,
}));

export const DEMO_EMAILS: readonly string[] = DEMO_USERS.map((user) => user.email);
