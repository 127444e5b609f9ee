/**
 * The commands that serve the build (`npm start`, `serve:nginx`,
 * `serve:cloudflare`) ask for their port before a build that can take a
 * while, and say in one line why they cannot have it, instead of a stack
 * trace or a server that stops unseen.
 */
import { createServer } from 'node:net';

/** Where a command serves, and how the owner ran it (`npm start`). */
type Where = { host: string; port: number; command: string };

/** One line for a port the server cannot have. */
function portProblem(error: NodeJS.ErrnoException, { host, port, command }: Where): string {
  const next = `PORT=${port + 1} ${command}`;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} on ${host} is in use (another ${command}?): stop that server, or choose another port: ${next}`;
  if (error.code === 'EACCES')
    return `Port ${port} on ${host} needs more rights than this user has: choose a port above 1023: ${next}`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `HOST ${host} is not an address of this machine: use localhost, 0.0.0.0 or one of its own addresses`;
  return `Cannot serve on ${host}:${port}: ${error.message}`;
}

/** For a server's `error` event: says in one line why it cannot have its port, and exits 1. */
export function exitOnPortProblem(where: Where): (error: NodeJS.ErrnoException) => never {
  return (error) => {
    console.error(portProblem(error, where));
    process.exit(1);
  };
}

/** Resolves when HOST:PORT can be listened on; else says why in one line and exits 1. */
export async function ensurePortFree(where: Where): Promise<void> {
  if (!Number.isInteger(where.port) || where.port < 0 || where.port > 65535) {
    console.error(
      `PORT must be a whole number from 0 to 65535 (found: ${process.env.PORT ?? where.port}): PORT=8080 ${where.command}`,
    );
    process.exit(1);
  }
  await new Promise<void>((resolve) => {
    const probe = createServer();
    probe.once('error', exitOnPortProblem(where));
    probe.listen(where.port, where.host, () => probe.close(() => resolve()));
  });
}
