/**
 * Serves the second owner's site for the `second-owner` test project: makes a
 * fresh copy of the project with that owner's files, then runs `npm start`'s
 * script there (which builds it) on PORT. OWNER_COPY names the copy under
 * build-owners/.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { applyOwner, copyProject } from '../../scripts/owner/copy-project.ts';
import { secondOwner } from './second-owner.ts';

const root = copyProject(process.env.OWNER_COPY ?? 'second');
applyOwner(root, secondOwner);
const server = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
  cwd: root,
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
