// The floor for /auth/me: a bare node:http server answering the same bytes Rawat answered.
// Started as a child by run.mjs with the answer in BENCH_BODY and BENCH_HEADERS (JSON).
import http from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}');
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
// Fastify's default; Node's own default is 5 s, and autocannon keeps its connections alive anyway.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.address().port }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
