import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('should apply the documented defaults', () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env.APP_NAME).toBe('xc03');
    expect(result.env.PORT).toBe(3000);
    expect(result.env.MISSION_REQUIRE_FIRST_DEPOSIT).toBe(true);
    expect(result.env.MISSION_REQUIRE_PHONE_VERIFICATION).toBe(true);
    expect(result.env.MAINTENANCE_MODE).toBe(false);
  });

  it('should report one line per bad variable', () => {
    const result = parseEnv({ APP_NAME: 'xc99', PORT: 'eighty', MAINTENANCE_MODE: 'maybe' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(3);
    expect(result.problems.find((p) => p.startsWith('APP_NAME:'))).toContain('xc03');
    expect(result.problems.find((p) => p.startsWith('PORT:'))).toContain('"eighty"');
    expect(result.problems.find((p) => p.startsWith('MAINTENANCE_MODE:'))).toContain('true or false');
  });

  it('should parse flags written as 0 and 1', () => {
    const result = parseEnv({ MISSION_REQUIRE_FIRST_DEPOSIT: '0', MAINTENANCE_MODE: '1' });
    expect(result.ok && result.env.MISSION_REQUIRE_FIRST_DEPOSIT).toBe(false);
    expect(result.ok && result.env.MAINTENANCE_MODE).toBe(true);
  });

  it('should take a mobile host only when it is another host than SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://xc.example.vn', MOBILE_SITE_URL: 'https://m.xc.example.vn' }).ok).toBe(true);
    const same = parseEnv({ SITE_URL: 'https://xc.example.vn', MOBILE_SITE_URL: 'https://xc.example.vn/m' });
    expect(same.ok).toBe(false);
    if (!same.ok) expect(same.problems.join('\n')).toContain('MOBILE_SITE_URL: must be another host than SITE_URL');
    expect(parseEnv({ MOBILE_SITE_URL: 'm.example.vn' }).ok).toBe(false);
  });

  it('should take an analytics site code only as tag ids', () => {
    const ok = parseEnv({ ANALYTICS_SITE_CODE: 'GTM-AB12CD3,G-XYZ1234567,FB-1234567890' });
    expect(ok.ok && ok.env.ANALYTICS_SITE_CODE).toBe('GTM-AB12CD3,G-XYZ1234567,FB-1234567890');
    expect(ok.ok && ok.env.ANALYTICS_SKIP_PRIVATE_PAGES).toBe(false);
    const bad = parseEnv({ ANALYTICS_SITE_CODE: 'xc03' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.join('\n')).toContain('ANALYTICS_SITE_CODE: must be tag ids');
  });

  it('should refuse a DATABASE_URL that is not postgres', () => {
    const result = parseEnv({ DATABASE_URL: 'mysql://x' });
    expect(result.ok).toBe(false);
  });

  it('should require STAFF_TOTP_KEY in production without the demo data, and take 32 bytes as hex or base64', () => {
    const real = parseEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' });
    expect(real.ok).toBe(false);
    if (!real.ok) expect(real.problems.join('\n')).toContain('STAFF_TOTP_KEY');
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', STAFF_TOTP_KEY: 'ab'.repeat(32) }).ok).toBe(
      true,
    );
    expect(
      parseEnv({
        NODE_ENV: 'production',
        SEED_DEMO_DATA: 'false',
        STAFF_TOTP_KEY: Buffer.alloc(32, 7).toString('base64'),
      }).ok,
    ).toBe(true);
    expect(parseEnv({ STAFF_TOTP_KEY: 'short' }).ok).toBe(false);
    // the public demo (npm start with demo data) and development run with the development key
    expect(parseEnv({ NODE_ENV: 'production' }).ok).toBe(true);
  });

  it('should require the registry key and the peer secret when exclusions go to peer deployments', () => {
    const peers = parseEnv({ EXCLUSION_PEERS: 'https://ops.brand-b.example' });
    expect(peers.ok).toBe(false);
    if (!peers.ok) {
      expect(peers.problems.join('\n')).toContain('EXCLUSION_PEER_SECRET');
      expect(peers.problems.join('\n')).toContain('EXCLUSION_REGISTRY_KEY');
    }
    const ok = parseEnv({
      EXCLUSION_PEERS: 'https://ops.brand-b.example, http://10.0.0.7:3000',
      EXCLUSION_PEER_SECRET: 's'.repeat(32),
      EXCLUSION_REGISTRY_KEY: 'ab'.repeat(32),
      EXCLUSION_PEER_ADDRESSES: '10.0.0.7, 192.0.2.0/24',
    });
    expect(ok.ok && ok.env.EXCLUSION_PEERS).toEqual(['https://ops.brand-b.example', 'http://10.0.0.7:3000']);
    expect(parseEnv({ EXCLUSION_PEERS: 'ftp://x' }).ok).toBe(false);
    expect(parseEnv({ EXCLUSION_PEER_ADDRESSES: '10.0.0.300' }).ok).toBe(false);
  });
});
