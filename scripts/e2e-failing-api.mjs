#!/usr/bin/env node
// A stand-in product API for the browser tests that fails every call with one status
// (FAILING_API_STATUS, default 500) in the API's error body shape. A web server pointed at it
// through API_URL cannot load its shell data, which is how the tests reach the generic error screen.
import http from 'node:http';

const port = Number(process.env.PORT ?? 3219);
const host = process.env.HOST ?? '127.0.0.1';
const status = Number(process.env.FAILING_API_STATUS ?? 500);

const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ detail: 'The test API fails every call on purpose.', code: 'server_error' }));
});

server.listen(port, host, () => {
  console.log(`Failing API (status ${status}) listening on http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
