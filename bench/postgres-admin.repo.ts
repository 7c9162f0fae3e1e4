import pg from 'pg';

/** Database-level statements for the bench's cached PostgreSQL datasets (names are ours: [a-z0-9_] only). */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const safe = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return name;
};

export const databaseExists = (adminUrl: string, name: string) =>
  withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });

export const createDatabase = (adminUrl: string, name: string) =>
  withClient(adminUrl, (client) => client.query(`create database ${safe(name)}`)).then(() => undefined);

export const dropDatabase = (adminUrl: string, name: string) =>
  withClient(adminUrl, (client) => client.query(`drop database if exists ${safe(name)} with (force)`)).then(
    () => undefined,
  );

export const copyDatabase = (adminUrl: string, from: string, to: string) =>
  withClient(adminUrl, (client) => client.query(`create database ${safe(to)} template ${safe(from)}`)).then(
    () => undefined,
  );

/** Challenges in a generated database, 0 when it has no schema yet (an interrupted generation). */
export const countChallenges = (url: string) =>
  withClient(url, async (client) => {
    try {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from challenges');
      return Number(rows[0]?.n ?? 0);
    } catch {
      return 0;
    }
  });
