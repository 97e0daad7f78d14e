import { runOpsCommand } from './run-ops-command';

/** `npm run ops -- <command>`: the operator CLI (docs/operations.md). */
try {
  const result = await runOpsCommand(process.argv.slice(2));
  (result.ok ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exit(result.exitCode);
} catch (err) {
  process.stderr.write(`ops: ${(err as Error).message}\n`);
  process.exit(1);
}
