// The yardstick of `npm run bench`: a bare node:http server answering "Hello world" to everything.
// Run as a child process so that it gets its own event loop, as Vitrine does.
import http from 'node:http';

const port = Number(process.env.PORT ?? 0);
const body = 'Hello world';

const server = http.createServer((request, response) => {
  // Read the body (if any) before answering, as a real server would.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  });
});

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `bare server ready at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
  );
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
