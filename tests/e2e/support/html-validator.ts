import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** One page to check: a file-safe name (it names the page in the report) and its markup. */
export interface HtmlDocument {
  name: string;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML checker (npm `vnu-jar`), run on the JDK on PATH. VNU_JAR points at another
 * copy of vnu.jar (e.g. one unpacked outside the repository).
 */
function vnuJar(): string {
  return (
    process.env.VNU_JAR ?? createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
  );
}

/**
 * Checks every document in one run of the checker (one JVM start) and returns its errors as
 * `name:line:column: message [extract]`, empty when every document is valid.
 */
export async function htmlErrors(documents: readonly HtmlDocument[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'swagdrop-vnu-'));
  try {
    const files = documents.map(({ name, html }) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const output = await runVnu(['--errors-only', '--format', 'json', ...files]);
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const page = m.url ? basename(decodeURIComponent(m.url), '.html') : '(checker)';
        const extract = m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : '';
        return `${page}:${m.lastLine ?? 0}:${m.firstColumn ?? 0}: ${m.message}${extract}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The checker's JSON report (it writes it to stderr and exits 1 when it found errors). */
function runVnu(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss2m', '-jar', vnuJar(), ...args],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const report = stderr.trim() || stdout.trim();
        if (report.startsWith('{')) resolve(report);
        else reject(new Error(`vnu did not report: ${error?.message ?? ''}\n${report}`));
      },
    );
  });
}
