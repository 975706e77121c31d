// `npm test`: everything a change must pass — typecheck, lint, formatting, build, unit + integration + browser
// tests (vitest), and the Storybook build. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = performance.now();

function step(title, command, args, env = {}) {
  const t = performance.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return r.status === 0;
}

const failures = [];
const run = (title, command, args, env) => {
  if (!step(title, command, args, env)) failures.push(title);
};

run('typecheck server', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
run('typecheck storefront', bin('tsc'), ['-p', 'web-storefront/tsconfig.json', '--noEmit']);
run('typecheck admin', bin('tsc'), ['-p', 'web-admin/tsconfig.json', '--noEmit']);
run('lint', bin('eslint'), ['.', '--max-warnings', '0']);
run('formatting (npm run format fixes it)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);

console.log('\n▶ build (what is out of date)');
build();

mkdirSync(join(root, '.tmp'), { recursive: true });
const report = join(root, '.tmp', 'vitest-report.json');
const lighthouseReport = join(root, '.tmp', 'vitest-lighthouse-report.json');
const vitest = (title, projects, file) => run(title, bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
for (const file of [report, lighthouseReport]) rmSync(file, { force: true });
vitest('vitest (unit, integration, browser)', ['unit', 'integration', 'e2e'], report);
run('storybook build', bin('storybook'), ['build', '-o', 'dist/storybook', '--quiet', '--disable-telemetry'], { STORYBOOK_DISABLE_TELEMETRY: '1' });
// Lighthouse last and alone: its performance score counts the main-thread time it sees (ADR 089).
vitest('vitest (Lighthouse, alone)', ['lighthouse'], lighthouseReport);

let passed = 0;
let failed = 0;
for (const file of [report, lighthouseReport]) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  // Name every failed test again at the end, where a log cut to its tail still shows it.
  for (const result of r.testResults ?? []) {
    const where = result.name.startsWith(root) ? result.name.slice(root.length) : result.name;
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed')) {
      console.log(`\n✗ ${where}: ${String(result.message ?? 'the file failed to run').split('\n')[0]}`);
    }
    for (const a of result.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      console.log(`\n✗ ${where} › ${a.fullName ?? a.title}`);
      for (const m of a.failureMessages ?? []) console.log(`    ${String(m).split('\n').slice(0, 6).join('\n    ')}`);
    }
  }
}
// Every other step (typechecks, lint, formatting, Storybook build) counts as one check.
const otherSteps = 6;
const otherFailures = failures.filter((f) => !f.startsWith('vitest')).length;
passed += otherSteps - otherFailures;
failed += otherFailures;
console.log(`\nnpm test finished in ${((performance.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
