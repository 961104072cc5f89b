// The bench's yardstick (issue 27): a bare Fastify 5 in a process of its own, answering one fixed JSON body
// (a real movie detail, handed over in the file named by argv[3]) at any GET. What a reply costs on this
// machine with no work behind it; `npm run bench` gives each read as a share of it, measured in the same run.
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file!, 'utf8');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
