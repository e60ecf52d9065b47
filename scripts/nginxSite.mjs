// The nginx that serves a production build locally, configured as deploy/nginx/crew-app.site.conf:
// the snippets of deploy/nginx/crew-app (history fallback, cache rules, compression, security headers)
// and /svc/ proxied to a backend. Used by `npm run serve:prod` (plain HTTP) and by the browser bench,
// which serves the site as production does: TLS and HTTP/2 (scripts/bench/servers.ts).
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliLoadLines, hasBrotli, NGINX } from './prereqs.mjs';
import { installRelease, POLICY_FILE, releaseSnippet } from '../deploy/release.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes nginx's own tree under `prefix` (its config, temp directories, and the snippets linked in, so
 * that the config's relative includes resolve as they do in /etc/nginx) and returns the arguments that
 * run nginx on it in the foreground.
 *
 * options: host, port, dist (the build, put in service as the deploy step does: deploy/release.mjs checks
 * its policy and writes the root and the policy into the prefix's release.conf), backend (the
 * /svc/ target, or none), mockFiles (serve the built-in backend's /mock-files/), tls ({ cert, key }:
 * HTTPS with HTTP/2 instead of plain HTTP), by (who wrote the config, for its first line).
 */
export function writeNginxSite({ prefix, host, port, dist, backend, mockFiles, tls, by }) {
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(resolve(prefix, 'snippets'), { recursive: true });
  mkdirSync(resolve(prefix, 'temp'), { recursive: true });
  symlinkSync(resolve(ROOT, 'deploy/nginx/crew-app'), resolve(prefix, 'snippets/crew-app'));
  const brotli = hasBrotli();
  const mimeTypes = ['/etc/nginx/mime.types', resolve(dirname(NGINX), '../conf/mime.types')].find(existsSync);
  if (!mimeTypes) throw new Error('nginx mime.types not found (/etc/nginx/mime.types).');
  // The deploy step (deploy/release.mjs): the policy is checked against the build's index.html and
  // copied into nginx's own configuration. A page without a policy of its own (the bench's floor page)
  // is served with none.
  const release = resolve(prefix, 'release.conf');
  if (existsSync(resolve(dist, POLICY_FILE))) installRelease(dist, release);
  else writeFileSync(release, releaseSnippet(dist, ''));
  const temp = (name) => resolve(prefix, 'temp', name);
  const conf = `# Written by ${by} for this run; the production site is deploy/nginx/crew-app.site.conf.
${brotliLoadLines()}worker_processes 1;
pid ${resolve(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    # The rate-limit zones and log format of the production site.
    include snippets/crew-app/http.conf;

    server {
${
  tls
    ? `        listen ${host}:${port} ssl http2;
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include snippets/crew-app/tls.conf;
`
    : `        listen ${host}:${port};
`
}        server_name localhost;
        include ${release};
        # A local server: no HSTS (the TLS block of the production site sends it).
        set $crew_hsts "";
        include snippets/crew-app/gzip.conf;
${brotli ? '        include snippets/crew-app/brotli.conf;\n' : ''}
        include snippets/crew-app/app.conf;

        # Violation reports: dropped here (production passes them to the airline's collector).
        location = /_csp-report {
            include snippets/crew-app/headers-common.conf;
            include snippets/crew-app/headers-document.conf;
            return 204;
        }
${
  backend
    ? `
        location ^~ /svc/ {
            proxy_pass ${backend}/;
${backend.startsWith('https:') ? '            proxy_ssl_server_name on;\n' : ''}            include snippets/crew-app/proxy.conf;
        }
`
    : ''
}${
    mockFiles
      ? `
        # The built-in backend's pictures and PDF (its data links to /mock-files/…); never in dist/.
        location ^~ /mock-files/ {
            alias ${resolve(ROOT, 'mocks/public/mock-files')}/;
            include snippets/crew-app/headers.conf;
            add_header Cache-Control "no-cache" always;
        }
${
  backend
    ? `        # Its documents' files are written by the backend when asked (mocks/handlers/files.ts).
        location ^~ /mock-files/doc/ {
            proxy_pass ${backend}/mock-files/doc/;
            include snippets/crew-app/proxy.conf;
        }
`
    : ''
}`
      : ''
  }    }
}
`;
  const confFile = resolve(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  return {
    confFile,
    brotli,
    args: ['-p', `${prefix}/`, '-c', confFile, '-e', 'stderr', '-g', 'daemon off;'],
  };
}
