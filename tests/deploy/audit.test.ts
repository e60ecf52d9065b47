import { judgeAudit } from '../../scripts/audit.mjs';

/** A report in the shape `npm audit --json` (report version 2) prints. */
function report(found: Array<{ name: string; severity: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 } as Record<string, number>;
  for (const item of found) counts[item.severity] = (counts[item.severity] ?? 0) + 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      found.map((item) => [
        item.name,
        {
          name: item.name,
          severity: item.severity,
          range: '<9.9.9',
          via: [{ title: `${item.name} advisory`, url: `https://github.com/advisories/${item.name}` }],
        },
      ]),
    ),
    metadata: { vulnerabilities: { ...counts, total: found.length } },
  });
}

describe('the dependency audit of .ci/run (scripts/audit.mjs)', () => {
  it('fails on a high or critical advisory of a production dependency, naming it', () => {
    for (const severity of ['high', 'critical']) {
      const verdict = judgeAudit(report([{ name: 'axios', severity }]));
      expect(verdict.outcome).toBe('fail');
      expect(verdict.lines.join('\n')).toContain(`${severity}: axios <9.9.9 — axios advisory`);
    }
  });

  it('passes with moderate or low advisories only, and lists them', () => {
    const verdict = judgeAudit(
      report([
        { name: 'a', severity: 'moderate' },
        { name: 'b', severity: 'low' },
      ]),
    );
    expect(verdict.outcome).toBe('pass');
    expect(verdict.lines[0]).toBe('production dependencies: 0 critical, 0 high, 1 moderate, 1 low');
    expect(judgeAudit(report([])).outcome).toBe('pass');
  });

  it('gives a notice, not a failure, where the registry cannot answer', () => {
    // What npm prints where the registry's mirror has no advisory endpoint, and where there is no network.
    const mirror = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed' },
    });
    for (const output of [mirror, offline, '', 'npm ERR! something']) {
      expect(judgeAudit(output).outcome).toBe('unreachable');
    }
    expect(judgeAudit(mirror).lines.join(' ')).toContain('405 Method Not Allowed');
  });
});
