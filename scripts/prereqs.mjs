// The system programs the browser tests and the production server need (Debian packages): installed here
// when missing and we are root, otherwise we stop at once with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_MODULES = '/usr/lib/nginx/modules';
/** brotli for answers compressed as they go out, and for the build's precompressed files. */
const BROTLI_MODULES = ['filter', 'static'].map(
  (part) => `${NGINX_MODULES}/ngx_http_brotli_${part}_module.so`,
);
export const hasBrotli = () => BROTLI_MODULES.every((module) => existsSync(module));
/** The lines of an nginx.conf that load both brotli modules, or none where either is missing. */
export const brotliLoadLines = () =>
  hasBrotli() ? BROTLI_MODULES.map((module) => `load_module ${module};\n`).join('') : '';

/**
 * Chinese glyphs, as every phone has them. Without a CJK font Chromium draws Chinese text in fallback
 * boxes whose widths and line heights differ from real glyphs, so the browser tests' "fits the phone" and
 * "does not move" checks would measure a layout no user sees (a mission card's route wrapped only with
 * real glyphs). Installed where missing when we can; otherwise a notice, not a failure.
 */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FONT_PACKAGE = 'fonts-noto-cjk';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () => existsSync('/usr/bin/apt-get');

/** Whether the distribution offers a package (the brotli module is not in every release). */
function offered(pkg) {
  const result = spawnSync('apt-cache', ['show', pkg], { stdio: 'ignore' });
  return result.status === 0;
}

/** apt-get update, then install the required packages and those optional ones the distribution has. */
function install(required, optional) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const packages = [...required, ...(optional.every(offered) ? optional : [])];
  if (packages.length === 0) return;
  console.log(`Installing ${packages.join(', ')} with apt-get (the machine lacks them)`);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

/**
 * Makes sure the programs are there. `chromium` and `nginx` are required; the brotli module comes along
 * with nginx where the distribution has it (without it nginx still serves gzip).
 * @param {{ chromium?: boolean, nginx?: boolean }} needs
 */
export function ensurePrerequisites(needs) {
  const missing = [];
  if (needs.chromium && !existsSync(CHROMIUM)) {
    if (process.env.CHROMIUM_PATH) {
      console.error(`CHROMIUM_PATH names ${CHROMIUM}, which does not exist.`);
      process.exit(1);
    }
    missing.push('chromium');
  }
  if (needs.nginx && !existsSync(NGINX)) {
    if (process.env.NGINX_PATH) {
      console.error(`NGINX_PATH names ${NGINX}, which does not exist.`);
      process.exit(1);
    }
    missing.push('nginx');
  }
  const brotli = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];
  if (needs.nginx && existsSync(NGINX) && !hasBrotli())
    console.log(`nginx serves gzip only: for brotli too, apt-get install -y ${brotli.join(' ')}`);

  if (needs.chromium && !existsSync(CJK_FONT)) {
    if (isRoot() && hasAptGet()) {
      try {
        install([CJK_FONT_PACKAGE], []);
      } catch {
        console.log(`Could not install ${CJK_FONT_PACKAGE}: Chinese text is drawn without a CJK font.`);
      }
    } else
      console.log(
        `No CJK font: Chinese text is drawn in fallback boxes. For real glyphs: apt-get install -y ${CJK_FONT_PACKAGE}`,
      );
  }

  if (missing.length === 0) return;
  if (isRoot() && hasAptGet()) {
    // The brotli module comes along with a fresh nginx where the distribution has it.
    install(missing, missing.includes('nginx') ? brotli : []);
    const still = missing.filter((pkg) => !existsSync(pkg === 'chromium' ? CHROMIUM : NGINX));
    if (still.length > 0) {
      console.error(`apt-get did not provide ${still.join(', ')}.`);
      process.exit(1);
    }
    return;
  }
  const packages = [...missing, ...(missing.includes('nginx') ? brotli : [])].join(' ');
  console.error(
    `Missing ${missing.join(' and ')}, and installing needs root. Run:\n\n` +
      `  sudo apt-get update && sudo apt-get install -y ${packages}\n\n` +
      '(or set CHROMIUM_PATH / NGINX_PATH to programs elsewhere), then run this command again.',
  );
  process.exit(1);
}

// `node scripts/prereqs.mjs`: everything `npm test` needs, checked (and installed) before any test runs.
if (import.meta.url === `file://${process.argv[1]}`) ensurePrerequisites({ chromium: true, nginx: true });
