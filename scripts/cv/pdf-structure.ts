/**
 * A tagged PDF's logical structure as a reader's assistive technology gets
 * it: each structure element's role and the text of its own marked content,
 * in reading order over every page, and any text outside the structure that
 * is not marked as an artifact. Read with PDF.js (unpdf); used by the tests.
 */
import type { getDocumentProxy } from 'unpdf';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

export type TaggedElement = { role: string; text: string; hasObject: boolean };

type StructNode = {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
};

type TextItem =
  | { type: 'beginMarkedContentProps' | 'beginMarkedContent'; id?: string; tag?: string }
  | { type: 'endMarkedContent' }
  | { str: string; hasEOL?: boolean };

/** The structure of every page, and the texts drawn outside both the structure and any artifact. */
export async function readStructure(
  pdf: PDFDocumentProxy,
): Promise<{ marked: boolean; elements: TaggedElement[]; untagged: string[] }> {
  const elements: TaggedElement[] = [];
  const untagged: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const { items } = (await page.getTextContent({ includeMarkedContent: true })) as {
      items: TextItem[];
    };
    const textOf = new Map<string, string>();
    const open: { id?: string; tag?: string }[] = [];
    for (const item of items) {
      if ('str' in item) {
        const owner = open.findLast((marking) => marking.id || marking.tag === 'Artifact');
        // A line's end reads as a space, as PDF.js's own text layer joins lines.
        const text = item.hasEOL ? `${item.str} ` : item.str;
        if (owner?.id) textOf.set(owner.id, (textOf.get(owner.id) ?? '') + text);
        else if (!owner && item.str.trim()) untagged.push(item.str);
      } else if (item.type === 'endMarkedContent') open.pop();
      else open.push({ id: item.id, tag: item.tag });
    }
    const walk = (node: StructNode) => {
      for (const child of node.children ?? []) {
        if (!child.role) continue;
        const own = child.children ?? [];
        elements.push({
          role: child.role,
          text: own
            .filter((part) => part.type === 'content' && part.id)
            .map((part) => textOf.get(part.id ?? '') ?? '')
            .join('')
            // PDF.js adds a space where a text starts apart from the last one.
            .replace(/\s+/g, ' ')
            .trim(),
          hasObject: own.some((part) => part.type === 'object'),
        });
        walk(child);
      }
    };
    walk((await page.getStructTree()) ?? {});
  }
  const { Marked = false } = ((await pdf.getMarkInfo()) ?? {}) as { Marked?: boolean };
  return { marked: Marked, elements, untagged };
}
