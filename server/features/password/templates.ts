import fs from 'node:fs/promises';
import path from 'node:path';

export type TemplateName = 'password-sent' | 'password-complete';

/** DATA_DIR/templates/<name>.html, or null when there is none (the console has built-in text). */
export async function readTemplate(dataDir: string, name: TemplateName): Promise<string | null> {
  try {
    return await fs.readFile(path.join(dataDir, 'templates', `${name}.html`), 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
