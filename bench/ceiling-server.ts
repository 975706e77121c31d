// A ceiling for the benchmark: answers the same bytes from memory, with a bare node:http server or a
// minimal Express 5 route. Run as its own process so it does not share a CPU with the load generator.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [kind, port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

if (kind === 'node') {
  createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  }).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  const app = express();
  app.get('/{*rest}', (_req, res) => {
    res.set(headers).end(body);
  });
  app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}
