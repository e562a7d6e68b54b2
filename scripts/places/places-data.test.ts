// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACES_DATA_FILE, placesDataSource } from './build-places-data';

describe('the bundled places list', () => {
  it('is exactly what the generator makes from the GeoNames package', () => {
    expect(readFileSync(PLACES_DATA_FILE, 'utf8')).toBe(placesDataSource());
  });
});
