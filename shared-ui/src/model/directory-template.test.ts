import { describe, expect, it } from 'vitest';
import {
  cardTemplateFile,
  cardTemplates,
  embeddedDirectoryOrderScript,
  leadWith,
  parseDirectoryOrder,
  parseDirectoryVersion,
} from './directory-template';

describe('directory template model', () => {
  it('renders one card template per combination of optional parts and loading', () => {
    const files = cardTemplates().map(({ row, eager }) => cardTemplateFile(row, eager));
    expect(new Set(files).size).toBe(32);
  });

  it('embeds the painted featured order so it cannot end its element', () => {
    const script = embeddedDirectoryOrderScript(['a</script><script>alert(1)</script>', 'b'], 7);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script[^>]*>(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(parseDirectoryOrder(json)).toEqual(['a</script><script>alert(1)</script>', 'b']);
  });

  it('keeps only ids from a malformed or oversized order', () => {
    expect(parseDirectoryOrder('not json')).toEqual([]);
    expect(parseDirectoryOrder('{"a":1}')).toEqual([]);
    expect(parseDirectoryOrder('["a",1,null,"b","c","d","e"]')).toEqual(['a', 'b', 'c']);
  });

  it('reads back only a positive whole version', () => {
    expect(parseDirectoryVersion('1732000000123')).toBe(1_732_000_000_123);
    for (const bad of [undefined, null, '', '0', '-5', '1.5', '1e9', ' 12', 'NaN']) {
      expect(parseDirectoryVersion(bad)).toBeUndefined();
    }
  });

  it('puts the painted listings first and keeps the others in their order', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(leadWith(rows, ['c', 'gone', 'a']).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(leadWith(rows, []).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
