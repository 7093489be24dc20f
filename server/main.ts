// TEMPORARY (lead): serves the production build with an SPA fallback until the API server lands.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const port = Number(process.env.PORT ?? 8080);
const app = Fastify();
await app.register(fastifyStatic, { root: path.resolve('dist') });
app.get('/api/health', async () => ({ status: 'ok' }));
app.setNotFoundHandler((req, reply) => {
  if (req.url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
  return reply.sendFile('index.html');
});
await app.listen({ port, host: '0.0.0.0' });
console.log(`DegreeMate app: http://localhost:${port}`);
