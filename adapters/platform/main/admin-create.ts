// `npm run admin:create -- EMAIL`: creates the administrator (or resets that account's password and
// admin rights), asking for the password twice without echoing it.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { buildContainer } from '../container.js';
import { ACCOUNTS } from '../tokens.js';
import { StartupError } from '../startup-error.js';
import { configOrExit, createLogger, exitWith, startDatabase } from './runtime.js';

const email = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!email) exitWith('Usage: npm run admin:create -- you@example.com');

/** Reads the lines the person types (hidden on a terminal), or piped lines. */
function askPasswords(): Promise<[string, string]> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const answers: string[] = [];
  return new Promise((resolve, reject) => {
    const prompt = () => {
      process.stdout.write(answers.length === 0 ? 'Password: ' : 'Repeat the password: ');
      muted = true;
    };
    rl.on('line', (line) => {
      muted = false;
      if (process.stdin.isTTY) process.stdout.write('\n');
      answers.push(line);
      if (answers.length === 2) {
        rl.close();
        resolve([answers[0]!, answers[1]!]);
      } else prompt();
    });
    rl.on('close', () => answers.length < 2 && reject(new StartupError('No password given.')));
    prompt();
  });
}

const config = configOrExit(process.env);
const log = createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
try {
  const [password, repeated] = await askPasswords();
  if (password !== repeated) throw new StartupError('The two passwords differ; nothing was changed.');
  const runtime = await startDatabase(config, log, { attach: true }); // the running shop's embedded server, if there is one
  const container = buildContainer({ config, log, databaseUrl: runtime.databaseUrl, dataDir: runtime.dataDir });
  const result = await container.get(ACCOUNTS.ensureAdministrator)({ email: email!, password });
  await container.unbindAllAsync();
  await runtime.embedded?.stop();
  if (!result.ok) exitWith(Object.values(result.fields ?? {})[0] ?? result.message);
  process.stdout.write(
    result.value.created ? `Administrator ${email!.trim().toLowerCase()} created.\n` : `Administrator ${email!.trim().toLowerCase()}: password reset, admin rights set, other sessions ended.\n`,
  );
  process.exit(0);
} catch (error) {
  if (error instanceof StartupError) exitWith(error.message);
  throw error;
}
