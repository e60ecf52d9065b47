/** Types of scripts/nginxSite.mjs (plain JavaScript: `npm run serve:prod` runs it without a compiler). */
export interface NginxSiteOptions {
  prefix: string;
  host: string;
  port: number;
  dist: string;
  backend?: string;
  mockFiles?: boolean;
  tls?: { cert: string; key: string };
  by: string;
}
export function writeNginxSite(options: NginxSiteOptions): {
  confFile: string;
  brotli: boolean;
  args: string[];
};
