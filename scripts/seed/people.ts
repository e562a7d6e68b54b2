/** Name and email material for seeded visitors (claimers, reporters, newsletter sign-ups). */
import { normalizeEmail } from '@swagdrop/model';
import { pick } from './random';

const FIRST_NAMES = [
  'Maya',
  'Jordan',
  'Priya',
  'Luis',
  'Hannah',
  'Marcus',
  'Aiko',
  'Sofia',
  'Ethan',
  'Amara',
  'Noah',
  'Chloe',
  'Diego',
  'Fatima',
  'Liam',
  'Grace',
  'Mateo',
  'Zoe',
  'Kwame',
  'Isabel',
  'Owen',
  'Leah',
  'Rafael',
  'Nadia',
  'Caleb',
  'Mei',
  'Tyler',
  'Ana',
  'Jamal',
  'Ruby',
  'Samir',
  'Elena',
  'Dylan',
  'Ingrid',
  'Andre',
  'Camila',
  'Ben',
  'Yara',
  'Kai',
  'Olivia',
  'José',
  'Zoë',
  'Siobhan',
  'Tomás',
] as const;

const LAST_NAMES = [
  'Patel',
  'Nguyen',
  'Garcia',
  'Johnson',
  'Kim',
  'Okafor',
  'Rossi',
  'Schmidt',
  'Chen',
  'Martinez',
  'Brooks',
  'Haddad',
  'Silva',
  'Walker',
  'Novak',
  'Tanaka',
  'Reyes',
  'Murphy',
  'Owusu',
  'Larsen',
  'Cohen',
  'Diaz',
  'Foster',
  'Ibrahim',
  'Moreau',
  'Park',
  'Quinn',
] as const;

const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hey.com'];

export interface Person {
  firstName: string;
  email: string;
}

/** ASCII local part, as most people's addresses are ("Zoë" → "zoe"). */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A crowd of distinct people with plausible, normalised email addresses. */
export function makePeople(random: () => number, count: number): Person[] {
  const people: Person[] = [];
  const emails = new Set<string>();
  while (people.length < count) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const f = ascii(first);
    const l = ascii(last);
    const style = Math.floor(random() * 4);
    const local =
      style === 0
        ? `${f}.${l}`
        : style === 1
          ? `${f[0]}${l}`
          : style === 2
            ? `${f}${l}${10 + Math.floor(random() * 89)}`
            : `${f}_${l[0]}`;
    // People type their address in any case; the functions store it normalised.
    const email = normalizeEmail(`${local}@${pick(random, DOMAINS)}`);
    if (emails.has(email)) continue;
    emails.add(email);
    people.push({ firstName: first, email });
  }
  return people;
}
