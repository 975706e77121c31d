import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './global-setup.js';

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: its connections drop at once, as in a crash or a network cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty unless started with `persistIn`). */
  start(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port (no persistence unless `persistIn` names a folder), so a test may stop it without
 * disturbing the shared Redis other test files use.
 */
export async function startOwnRedis(options: { persistIn?: string } = {}): Promise<OwnRedis> {
  const port = await freePort();
  // With a folder: append-only file fsynced at every write, as the README asks of a production Redis.
  const persistence = options.persistIn ? ['--dir', options.persistIn, '--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--maxmemory-policy', 'noeviction'], {
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
