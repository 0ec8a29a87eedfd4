import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('upload processing settings', () => {
  it('default to workers in the server, three retries from 30 s, a 30 s heartbeat', () => {
    expect(loadConfig({}, '/srv').uploadProcessing).toEqual({ workers: 'inline', retryLimit: 3, retryDelaySeconds: 30, heartbeatSeconds: 30 });
  });

  it('are read from the environment', () => {
    const env = { UPLOAD_WORKERS: 'off', UPLOAD_RETRY_LIMIT: '5', UPLOAD_RETRY_DELAY_SECONDS: '0', UPLOAD_HEARTBEAT_SECONDS: '60' };
    expect(loadConfig(env, '/srv').uploadProcessing).toEqual({ workers: 'off', retryLimit: 5, retryDelaySeconds: 0, heartbeatSeconds: 60 });
  });

  it('refuse values that cannot work, saying what to set', () => {
    expect(() => loadConfig({ UPLOAD_WORKERS: 'separate' }, '/srv')).toThrow('UPLOAD_WORKERS must be inline or off, got "separate"');
    expect(() => loadConfig({ UPLOAD_HEARTBEAT_SECONDS: '5' }, '/srv')).toThrow('UPLOAD_HEARTBEAT_SECONDS must be at least 10, got "5"');
    expect(() => loadConfig({ UPLOAD_RETRY_LIMIT: '-1' }, '/srv')).toThrow('UPLOAD_RETRY_LIMIT must be a whole number, got "-1"');
  });
});
