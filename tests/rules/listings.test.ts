/** swag_listings: public reads; no browser writes, an admin's included (admin functions only). */
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { newListing, storedListing, withFields } from './fixtures';
import { useMatrix } from './matrix';
import { dbAs, removeDoc, seedDoc, trackDoc, uniqueId } from './support';

useMatrix('swag_listings', 10);

describeCollectionMatrix({
  row: 'swag_listings/{id}',
  collection: 'swag_listings',
  existing: storedListing,
  create: newListing,
  update: () => ({
    title: 'Retro Conference Tee v2',
    is_featured: true,
    updated_at: serverTimestamp(),
  }),
  allowed: {
    visitor: ['get', 'list'],
    brand: ['get', 'list'],
    'other brand': ['get', 'list'],
    admin: ['get', 'list'],
  },
  note:
    'admin = `admin` claim with a verified email; its writes go through saveListing, ' +
    'deleteListing, extendListing and approveSubmission (audited, slugs reserved).',
});

// A moderator's browser writing directly would skip the audit entry and the slug reservation.
describe('swag_listings: a verified admin cannot write from the browser', () => {
  it('rejects creating a valid listing', async () => {
    const path = `swag_listings/${uniqueId('listing')}`;
    await removeDoc(path);
    trackDoc(path);
    await assertFails(setDoc(doc(await dbAs('admin'), path), newListing()));
  });
  it('rejects an edit that stamps updated_at', async () => {
    const path = `swag_listings/${uniqueId('listing')}`;
    await seedDoc(path, storedListing());
    const edit = { title: 'Retro Tee (restocked)', updated_at: serverTimestamp() };
    await assertFails(updateDoc(doc(await dbAs('admin'), path), edit));
  });
  it('rejects renaming the slug (which would free the old one unreserved)', async () => {
    const path = `swag_listings/${uniqueId('listing')}`;
    await seedDoc(path, storedListing());
    const edit = { slug: `renamed-${uniqueId('slug')}`, updated_at: serverTimestamp() };
    await assertFails(updateDoc(doc(await dbAs('admin'), path), edit));
  });
  it('rejects deleting a listing', async () => {
    const path = `swag_listings/${uniqueId('listing')}`;
    await seedDoc(path, storedListing());
    await assertFails(deleteDoc(doc(await dbAs('admin'), path)));
  });
  // The place is looked up by the functions from the typed text; a browser cannot move a pin.
  it.each(['admin', 'brand'] as const)('rejects %s setting target_place', async (who) => {
    const path = `swag_listings/${uniqueId('listing')}`;
    await seedDoc(path, storedListing());
    const moved = {
      target_place: { city: 'Austin', state: 'TX', country: 'US', lat: 0, lng: 0 },
      updated_at: serverTimestamp(),
    };
    await assertFails(updateDoc(doc(await dbAs(who), path), moved));
  });
  it('rejects a brand putting admin: true in the document', async () => {
    const path = `swag_listings/${uniqueId('listing')}`;
    trackDoc(path);
    const forged = withFields(newListing(), { admin: true });
    await assertFails(setDoc(doc(await dbAs('brand', { admin: true }), path), forged));
  });
});
