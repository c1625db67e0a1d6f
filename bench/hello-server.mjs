// The baseline of npm run bench:start: a bare Fastify server answering "hello", started the way the shop is.
import Fastify from 'fastify';

const app = Fastify();
app.get('/*', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log(`Shop running at http://localhost:${process.env.PORT}`);
