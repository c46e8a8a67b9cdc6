import { describe, expect, it } from 'vitest';
import { disabledFeatures, isFeatureEnabled } from './feature-flags';

describe('feature flags', () => {
  it('disables a feature with {feature}.disable = true only', () => {
    const d = disabledFeatures([
      { name: 'logs.disable', value: 'true' },
      { name: 'incidents.disable', value: 'false' },
      { name: 'playbooks.disable', value: ' TRUE ' },
      { name: 'retention.days', value: 'true' },
    ]);
    expect(isFeatureEnabled(d, 'logs')).toBe(false);
    expect(isFeatureEnabled(d, 'incidents')).toBe(true);
    expect(isFeatureEnabled(d, 'playbooks')).toBe(false);
    expect(isFeatureEnabled(d, undefined)).toBe(true);
  });

  it('applies the inheritance of the settings sub-areas', () => {
    const d = disabledFeatures([
      { name: 'health.disable', value: 'true' },
      { name: 'config.disable', value: 'true' },
    ]);
    expect(isFeatureEnabled(d, 'settings.health')).toBe(false);
    expect(isFeatureEnabled(d, 'settings.job_history')).toBe(false);
    expect(isFeatureEnabled(d, 'settings.config_scraper')).toBe(false);
    expect(isFeatureEnabled(d, 'settings.topology')).toBe(true);
    const own = disabledFeatures([{ name: 'settings.topology.disable', value: 'true' }]);
    expect(isFeatureEnabled(own, 'settings.topology')).toBe(false);
    expect(isFeatureEnabled(own, 'topology')).toBe(true);
  });
});
