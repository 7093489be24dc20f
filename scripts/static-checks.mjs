// `npm run check`: the type-check (every tsconfig project), ESLint and Prettier's check, in two lanes at once.
// Each of tsc and ESLint keeps one core busy, so on CI's two cores one after the other left the second core
// idle for the whole stage (the measurements: bench/README.md). The lanes hold about the same work: the test
// project, which checks nearly every file again with the test files' settings, the service worker's and the
// formatting check; then the app's and the server's projects, then ESLint.
// Each lane's output is printed whole when it ends, so the two never interleave. Both lanes always finish,
// so one run shows every type error and every lint error; the exit code is the first failing lane's.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const LANES = [
  [
    [bin('tsc'), '-b', 'tsconfig.test.json'],
    [bin('tsc'), '-b', 'tsconfig.sw.json'],
    [bin('prettier'), '--check', '.', '--log-level', 'warn'],
  ],
  [
    [bin('tsc'), '-b', 'tsconfig.app.json', 'tsconfig.server.json'],
    [bin('eslint'), '.'],
  ],
];

// `npm run typecheck` (tsc -b) checks the projects tsconfig.json lists: a project added there and not here would
// go unchecked by `npm test`, so that stops the run.
const listed = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).references.map((ref) => path.basename(ref.path));
const laned = LANES.flat()
  .filter(([command]) => command === bin('tsc'))
  .flatMap(([, ...args]) => args.filter((arg) => arg.endsWith('.json')));
const missing = listed.filter((project) => !laned.includes(project));
if (missing.length > 0) {
  console.error(`scripts/static-checks.mjs does not check ${missing.join(', ')}: add it to a lane.`);
  process.exit(1);
}

/** Runs the lane's commands one after the other, stopping at the first failure; resolves with its exit code. */
async function runLane(commands) {
  let output = '';
  for (const [command, ...args] of commands) {
    output += `> ${path.basename(command)} ${args.join(' ')}\n`;
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => {
        output += `${error.message}\n`;
        resolve(1);
      });
      child.on('close', (status) => resolve(status ?? 1));
    });
    if (code !== 0) {
      process.stdout.write(output);
      return code;
    }
  }
  process.stdout.write(output);
  return 0;
}

const codes = await Promise.all(LANES.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
