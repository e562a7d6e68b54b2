// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labelsNear } from './nearby-places';

const AUSTIN = { lat: 30.267, lng: -97.743 };
const PORTLAND = { lat: 45.523, lng: -122.676 };

describe('labelsNear', () => {
  it('lists the places within the distance, nearest first', () => {
    const near = labelsNear([AUSTIN], 25, 200);
    expect(near[0]).toBe('Austin, TX');
    expect(near).toContain('Round Rock, TX');
    expect(near).not.toContain('Dallas, TX');
    expect(near).not.toContain('Portland, OR');
  });

  it('covers every point, keeps each label once and stops at the limit', () => {
    const near = labelsNear([AUSTIN, PORTLAND, AUSTIN], 25, 500);
    expect(near).toContain('Portland, OR');
    expect(near).toContain('Round Rock, TX');
    expect(new Set(near).size).toBe(near.length);
    expect(labelsNear([AUSTIN, PORTLAND], 25, 5)).toHaveLength(5);
  });
});
