// The dependency audit of .ci/run: `npm audit --omit=dev --audit-level=high`, the production
// dependencies only (the app's bundle; build and test tools never reach a phone). Fails on a high or
// critical advisory. Where the registry's audit service cannot be reached (no network, a mirror
// without the advisory endpoint), it says so plainly and does not fail: the run goes on, and the
// notice stays in the log. docs/security.md lists what the audit found and what was done.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Severities that fail the audit (npm's --audit-level=high). */
export const FAILING = ['high', 'critical'];

/**
 * What `npm audit --json` said, as a decision: 'unreachable' (no answer to judge: an error object, or
 * no JSON at all), 'fail' (a high or critical advisory) or 'pass', with the lines to print.
 */
export function judgeAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { outcome: 'unreachable', lines: ['npm audit gave no report (the registry did not answer).'] };
  }
  if (report.error || !report.metadata?.vulnerabilities) {
    const why = report.error?.summary || report.error?.code || report.message || 'no report';
    return { outcome: 'unreachable', lines: [`the registry's audit service did not answer: ${why}`] };
  }
  const counts = report.metadata.vulnerabilities;
  const found = Object.values(report.vulnerabilities ?? {});
  const failing = found.filter((item) => FAILING.includes(item.severity));
  const lines = [
    `production dependencies: ${['critical', 'high', 'moderate', 'low']
      .map((level) => `${counts[level] ?? 0} ${level}`)
      .join(', ')}`,
    ...found.map((item) => {
      const titles = (item.via ?? [])
        .filter((via) => typeof via === 'object')
        .map((via) => `${via.title} (${via.url})`);
      return `  ${item.severity}: ${item.name} ${item.range}${titles.length ? ` — ${titles.join('; ')}` : ''}`;
    }),
  ];
  return { outcome: failing.length > 0 ? 'fail' : 'pass', lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  const { outcome, lines } = judgeAudit(run.stdout ?? '');
  if (outcome === 'unreachable') {
    console.log(`NOTICE: dependency audit skipped: ${lines.join(' ')}`);
    console.log('NOTICE: run `npm audit --omit=dev --audit-level=high` where the npm registry answers.');
    process.exit(0);
  }
  for (const line of lines) console.log(line);
  if (outcome === 'fail') {
    console.error(
      'A high or critical advisory concerns a production dependency: update it (docs/security.md).',
    );
    process.exit(1);
  }
}
