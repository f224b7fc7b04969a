// The machine's ceiling: a bare Fastify hello-world in its own process, no plugins, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening at ${address}`);
