import { SaxesParser } from 'saxes';

/** An element as the adapter reads it: its attributes, and its child elements by name. */
export type Xml = { [name: string]: unknown };

/** Elements that may repeat under their parent: always read as a list, even of one. */
const LISTS = new Set(['Bet', 'Purchase']);

/**
 * BTI's XML body as plain objects: `{ Root: { attr: 'value', Child: {...}, Bet: [{...}] } }`;
 * null when there is a body and it is not well-formed XML (an undefined entity, a repeated
 * attribute, an unclosed tag, two roots). An empty body is `{}`. Text content is not kept:
 * BTI carries everything we read in attributes.
 *
 * Why saxes and not a DOM-building parser: one strict pass both checks and reads the body. The
 * two passes of fast-xml-parser (its validator, then its parser) were most of a BTI callback's
 * own CPU in the bench's profile (docs/benchmarks.md, decision 162). No DTD is expanded: saxes
 * knows only XML's five entities and character references.
 */
export function parseXml(body: string): Xml | null {
  if (body.trim() === '') return {};
  // no prototype: an element or attribute named `__proto__` is just a name
  const doc: Xml = Object.create(null);
  const open: Xml[] = [doc];
  let failed = false;
  const parser = new SaxesParser({ position: false });
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    // saxes builds each tag's attributes afresh, without a prototype: the node is that object
    const node: Xml = tag.attributes;
    const parent = open[open.length - 1]!;
    const had = parent[tag.name];
    if (LISTS.has(tag.name)) {
      if (Array.isArray(had)) had.push(node);
      else parent[tag.name] = [node];
    } else if (had === undefined) parent[tag.name] = node;
    else parent[tag.name] = Array.isArray(had) ? [...had, node] : [had, node];
    open.push(node);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  try {
    parser.write(body).close();
  } catch {
    return null;
  }
  return failed || Object.keys(doc).length === 0 ? null : doc;
}
