/**
 * The commands that serve the build (`npm start`, `serve:nginx`,
 * `serve:cloudflare`) ask for their port before a build that can take a
 * while, and say in one line why they cannot have it, instead of a stack
 * trace or a server that stops unseen.
 */
import { createServer } from 'node:net';

/** One line for a port the server cannot have; `command` is how the owner ran it (`npm start`). */
export function portProblem(
  error: NodeJS.ErrnoException,
  { host, port, command }: { host: string; port: number; command: string },
): string {
  const next = `PORT=${port + 1} ${command}`;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} on ${host} is in use (another ${command}?): stop that server, or choose another port: ${next}`;
  if (error.code === 'EACCES')
    return `Port ${port} on ${host} needs more rights than this user has: choose a port above 1023: ${next}`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `HOST ${host} is not an address of this machine: use localhost, 0.0.0.0 or one of its own addresses`;
  return `Cannot serve on ${host}:${port}: ${error.message}`;
}

/** Resolves when HOST:PORT can be listened on; else says why in one line and exits 1. */
export async function ensurePortFree(where: {
  host: string;
  port: number;
  command: string;
}): Promise<void> {
  await new Promise<void>((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => {
      console.error(portProblem(error, where));
      process.exit(1);
    });
    probe.listen(where.port, where.host, () => probe.close(() => resolve()));
  });
}
