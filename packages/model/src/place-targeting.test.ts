import { describe, expect, it } from 'vitest';
import { planPlaceMigration, placeTargeting } from './place-targeting';
import { createPlaceIndex } from './place-index';

// A small table in the generated file's shape: name, state, lat, lng, population.
const index = createPlaceIndex(
  [
    'Austin\tTX\t30.267\t-97.743\t961855',
    'Austin\tMN\t43.667\t-92.975\t24718',
    'Springfield\tMO\t37.215\t-93.298\t169176',
    'Springfield\tIL\t39.802\t-89.644\t114394',
  ].join('\n'),
);
const austin = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };

describe('placeTargeting', () => {
  it('stores City, ST and the place for text naming a place', () => {
    for (const text of ['Austin', 'Austin, Texas', 'austin tx', ' AUSTIN, TX, USA ']) {
      expect(placeTargeting(index, 'local', text)).toEqual({
        target_location: 'Austin, TX',
        target_place: austin,
      });
    }
  });

  it('keeps the typed text of a town the list lacks, with no place', () => {
    expect(placeTargeting(index, 'local', ' Smallville, KS ')).toEqual({
      target_location: 'Smallville, KS',
      target_place: null,
    });
  });

  it('stores neither for nationwide, whatever text came with it', () => {
    expect(placeTargeting(index, 'nationwide', 'Austin')).toEqual({
      target_location: null,
      target_place: null,
    });
  });
});

describe('planPlaceMigration', () => {
  const local = (fields: Record<string, unknown>) => ({ target_scope: 'local', ...fields });

  it('converts old free text to City, ST and the place', () => {
    expect(planPlaceMigration(index, local({ target_location: 'austin tx' }))).toEqual({
      kind: 'change',
      before: { target_location: 'austin tx', target_place: null },
      after: { target_location: 'Austin, TX', target_place: austin },
    });
    expect(planPlaceMigration(index, local({ target_location: 'Springfield' }))).toMatchObject({
      kind: 'change',
      after: { target_location: 'Springfield, MO' },
    });
  });

  it('adds the place to a label that already reads City, ST', () => {
    expect(planPlaceMigration(index, local({ target_location: 'Austin, TX' }))).toMatchObject({
      kind: 'change',
      after: { target_place: austin },
    });
  });

  it('leaves a converted document alone, so a second run changes nothing', () => {
    const converted = local({ target_location: 'Austin, TX', target_place: { ...austin } });
    expect(planPlaceMigration(index, converted)).toEqual({ kind: 'unchanged' });
  });

  it('fixes a stored place that does not match its text', () => {
    const wrong = { ...austin, lat: 1 };
    expect(
      planPlaceMigration(index, local({ target_location: 'Austin, TX', target_place: wrong })),
    ).toMatchObject({ kind: 'change', before: { target_place: wrong } });
  });

  it('reports local text naming no place, and leaves nationwide documents alone', () => {
    expect(planPlaceMigration(index, local({ target_location: 'Smallville, KS' }))).toEqual({
      kind: 'unmatched',
      text: 'Smallville, KS',
    });
    expect(planPlaceMigration(index, local({ target_location: null }))).toEqual({
      kind: 'unmatched',
      text: '',
    });
    expect(
      planPlaceMigration(index, { target_scope: 'nationwide', target_location: null }),
    ).toEqual({ kind: 'unchanged' });
  });
});
