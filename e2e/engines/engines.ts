/**
 * The engines the deploy checks run against, each serving the same build
 * (BUILD_DIR) on its own loopback port: the Node server (`npm start`),
 * Debian's nginx with the generated config (`npm run serve:nginx`) and
 * Cloudflare's local Pages runtime (`npm run serve:cloudflare`).
 * ENGINE_PORT moves the three ports (default 4411, 4412, 4413).
 */
const engineNames = ['node', 'nginx', 'cloudflare'] as const;
export type EngineName = (typeof engineNames)[number];

const firstPort = Number(process.env.ENGINE_PORT ?? 4411);

export const engines = engineNames.map((name, index) => {
  const port = firstPort + index;
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    command: {
      node: 'node scripts/start.ts',
      nginx: 'node scripts/serve-nginx.ts',
      cloudflare: 'node scripts/serve-cloudflare.ts',
    }[name],
  };
});

/** The engine of the running Playwright project (`engine-nginx` → `nginx`). */
export function engineOf(projectName: string): EngineName {
  const name = projectName.replace(/^engine-/, '');
  const found = engineNames.find((engine) => engine === name);
  if (!found) throw new Error(`${projectName} is not an engine project`);
  return found;
}
