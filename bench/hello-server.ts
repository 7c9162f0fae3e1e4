/**
 * The ceiling: a bare Fastify hello-world in its own process, on the same machine as the app under test.
 * Every figure of the bench is also given as a ratio to this one, measured in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
