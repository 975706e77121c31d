import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './global-setup.js';

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: its connections drop at once, as in a crash or a network cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence, so a test proves the outbox redelivers). */
  start(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port (no persistence), so a test may stop it without
 * disturbing the shared Redis other test files use.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
      proc.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${out}`));
      });
    });
    proc.removeAllListeners('exit');
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
