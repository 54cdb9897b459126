import type { ChildProcess } from 'node:child_process';

export default async function teardown() {
  const child = (globalThis as { consoleTestServer?: ChildProcess }).consoleTestServer;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
