import { describe, expect, it } from 'vitest';
import { graduationStatus } from '../../../../src/lib/planning/graduation-status';

describe('graduationStatus', () => {
  it('is on track when the projected term ends in or before the expected month', () => {
    expect(graduationStatus('Spring 2030', '2030-05-15')).toEqual({
      status: 'on-track',
      reason: 'Projected to finish in Spring 2030, by your expected graduation in May 2030.',
    });
    expect(graduationStatus('Winter 2030', '2030-02-01').status).toBe('on-track');
    expect(graduationStatus('Fall 2029', '2030-05-15').status).toBe('on-track');
  });

  it('is behind when the projected term ends later', () => {
    expect(graduationStatus('Fall 2030', '2030-05-15')).toEqual({
      status: 'behind',
      reason: 'Projected to finish in Fall 2030, after your expected graduation in May 2030.',
    });
    expect(graduationStatus('Summer 2030', '2030-07-31').status).toBe('behind');
  });

  it('is unknown without a projection or an expected date', () => {
    expect(graduationStatus('Spring 2030', '')).toEqual({
      status: 'unknown',
      reason: 'Add your expected graduation in your profile to see whether you are on track.',
    });
    expect(graduationStatus('', '2030-05-15').status).toBe('unknown');
    expect(graduationStatus('Spring 2030', 'soon').status).toBe('unknown');
  });
});
