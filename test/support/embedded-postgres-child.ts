// A process of its own that starts an embedded Postgres on the folder it is given and says so on stdout, for tests
// that must kill a server's owner and the server together (an unclean stop: its supervisor dies with it).
import { startEmbeddedPostgres } from '../../runtime/embedded-postgres';

const [dataDir, database] = process.argv.slice(2);
if (!dataDir || !database) throw new Error('usage: embedded-postgres-child <dataDir> <database>');
const server = await startEmbeddedPostgres(dataDir, database);
process.stdout.write(`ready ${server.url}\n`);
