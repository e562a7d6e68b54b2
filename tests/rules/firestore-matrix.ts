/**
 * Generates the role x operation tests of one Firestore collection. Every test starts from a
 * freshly seeded realistic document (or, for create, from no document) and records its outcome
 * in the matrix.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRule, expectedFor, noteRow, OPS, type Allowed, type Op } from './matrix';
import { dbAs, removeDoc, ROLES, seedDoc, trackDoc, uniqueId } from './support';

export interface CollectionSpec {
  /** Row label in the matrix, e.g. `swag_listings/{id}`. */
  row: string;
  collection: string;
  /** A fixed document id (e.g. the owner's uid); default: a fresh id per test. */
  fixedId?: string;
  /** The document as the server stored it (seeded for get/list/update/delete). */
  existing: () => DocumentData;
  /** What a browser tries to create (valid, so only the role decides). */
  create: () => DocumentData;
  /** What a browser tries to change on the existing document (valid for an allowed role). */
  update: () => DocumentData;
  /** The list query; default: the whole collection (limit 20). */
  list?: (db: Firestore) => Query;
  /** Ops each role may perform; everything else must be denied. */
  allowed: Allowed;
  note?: string;
}

function perform(spec: CollectionSpec, db: Firestore, op: Op, path: string): Promise<unknown> {
  const ref = doc(db, path);
  switch (op) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(spec.list?.(db) ?? query(collection(db, spec.collection), limit(20)));
    case 'create':
      return setDoc(ref, spec.create());
    case 'update':
      return updateDoc(ref, spec.update());
    case 'delete':
      return deleteDoc(ref);
  }
}

export function describeCollectionMatrix(spec: CollectionSpec): void {
  if (spec.note) noteRow(spec.row, spec.note);
  describe(`${spec.row}: role x operation`, () => {
    for (const role of ROLES) {
      for (const op of OPS) {
        const expected = expectedFor(spec.allowed, role, op);
        it(`${role} ${op} -> ${expected}`, async () => {
          const path = `${spec.collection}/${spec.fixedId ?? uniqueId(spec.collection)}`;
          if (op === 'create') {
            await removeDoc(path);
            trackDoc(path);
          } else {
            await seedDoc(path, spec.existing());
          }
          const db = await dbAs(role);
          await expectRule({ row: spec.row, role, op, expected }, () =>
            perform(spec, db, op, path),
          );
        });
      }
    }
  });
}
