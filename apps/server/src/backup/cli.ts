/**
 * `npm run db:backup [-- <file>]`: an online backup of the configured SQLite database, safe while the server
 * runs, to <file> or to DATA_DIR/backups/teachloop-<UTC time>.sqlite. On PostgreSQL it explains how to use
 * pg_dump and exits with status 2, since the database server, not this app, owns those files.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { backupFileName, backupSqlite } from './sqlite-backup';
import { runCommand, say } from '../command';

const PG_DUMP_HELP = `This server uses PostgreSQL: back it up with PostgreSQL's own tools, e.g.
  pg_dump --format=custom --file=teachloop-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"
and restore into an empty database with
  pg_restore --no-owner --dbname="$DATABASE_URL" teachloop-<time>.dump
(see README.md, "Backups").`;

async function main() {
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(PG_DUMP_HELP);
    process.exit(2);
  }
  // npm runs scripts from the repository root; a relative path means one from where the user typed it.
  const target = process.argv[2]
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
    : path.join(config.dataDir, 'backups', backupFileName(new Date()));
  const bytes = await backupSqlite(config.database.file, target);
  say(`Backed up ${config.database.file} to ${target} (${bytes} bytes)`);
}

runCommand(main);
