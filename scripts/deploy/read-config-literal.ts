/**
 * Reads a runtime-config.js as data: `window.__SWAGDROP_CONFIG__ = <object literal>;` with the
 * literal in the JSON subset plus what a person writes by hand (unquoted keys, single-quoted
 * strings, trailing commas, line comments). Nothing in the file is run, so a config that was
 * tampered with cannot execute code on the deploying machine; anything outside that shape is
 * an error.
 */
const ASSIGNMENT = /^\s*window\.(\w+)\s*=\s*([\s\S]*?);?\s*$/;
const TOKEN =
  /\s+|\/\/[^\n]*|("(?:[^"\\\n]|\\.)*")|'((?:[^'\\\n]|\\.)*)'|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)\b|([A-Za-z_$][\w$]*)|([{}[\],:])/y;

function toJson(literal: string): string {
  let json = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < literal.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(literal);
    if (!match) throw new Error(`unexpected text at ${at}: ${literal.slice(at, at + 20)}`);
    const [, double, single, number, keyword, identifier, punct] = match;
    if (double !== undefined) json += double;
    else if (single !== undefined) json += JSON.stringify(single.replace(/\\(['\\])/g, '$1'));
    else if (number !== undefined || keyword !== undefined) json += number ?? keyword;
    else if (identifier !== undefined) json += JSON.stringify(identifier);
    else if (punct !== undefined) json += punct;
  }
  // Trailing commas are fine by hand, not in JSON.
  return json.replace(/,(?=[}\]])/g, '');
}

/** The global's name and value, or an error saying why the text is not a config. */
export function readConfigLiteral(text: string): { name: string; value: unknown } {
  const match = ASSIGNMENT.exec(text.replace(/^\s*\/\/[^\n]*\n/gm, ''));
  if (!match) throw new Error('expected `window.<name> = { … };`');
  return { name: match[1]!, value: JSON.parse(toJson(match[2]!)) as unknown };
}
