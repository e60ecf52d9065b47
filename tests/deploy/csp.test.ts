import { buildPolicy, inlineHashes, originList, originOf } from '../../scripts/csp';

/** One directive of a policy, by name. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('CSP hashes of index.html (scripts/csp.ts)', () => {
  it('hashes the exact text of inline scripts as browsers do (the CSP specification’s example)', () => {
    expect(inlineHashes("<script>alert('Hello, world.');</script>", 'script')).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('skips scripts that load a file and empty elements; a changed byte changes the hash', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
      <script>var a=1</script><script></script><style>.boot{color:red}</style></head>`;
    const scripts = inlineHashes(html, 'script');
    expect(scripts).toHaveLength(1);
    expect(inlineHashes(html.replace('a=1', 'a=2'), 'script')).not.toEqual(scripts);
    expect(inlineHashes(html, 'style')).toHaveLength(1);
    expect(inlineHashes('<script src="/x.js"></script>', 'script')).toEqual([]);
  });

  it('allows scripts and style elements from the origin and by hash only', () => {
    const policy = buildPolicy({ scriptHashes: ["'sha256-A='"], styleHashes: ["'sha256-B='"] });
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-A='");
    expect(directive(policy, 'style-src')).toBe("'self' 'sha256-B='");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'worker-src')).toBe("'self' blob:");
  });

  it('adds the API origin when the build calls another host, and the media host to media and images', () => {
    const policy = buildPolicy({
      scriptHashes: [],
      styleHashes: [],
      connect: [originOf('https://api.example.com/base/')!],
      media: originList('https://media.example.com, https://cdn.example.com/videos'),
    });
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.com");
    expect(directive(policy, 'media-src')).toBe(
      "'self' blob: https://media.example.com https://cdn.example.com",
    );
    expect(directive(policy, 'img-src')).toContain('https://media.example.com');
    expect(originOf('/svc')).toBeUndefined();
    expect(() => originList('media.example.com')).toThrow(/not an http\(s\) origin/);
  });

  it('allows no <base> and sends violation reports to the site, which passes them on', () => {
    const policy = buildPolicy({ scriptHashes: [], styleHashes: [] });
    expect(directive(policy, 'base-uri')).toBe("'none'");
    expect(directive(policy, 'report-uri')).toBe('/_csp-report');
    expect(directive(policy, 'report-to')).toBe('csp-endpoint');
  });
});
