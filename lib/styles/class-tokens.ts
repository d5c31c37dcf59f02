import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SKIPPED_DIRS = new Set(["node_modules", ".git", ".data", "test-results", "playwright-report"]);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".next") || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

function addWords(text: string, into: Set<string>) {
  for (const word of text.split(/\s+/)) if (word) into.add(word);
}

/**
 * Every whitespace-separated word of every string literal and template text in the app's own
 * source. Class lists live in className attributes, cn()/cva() calls, lookup tables and constants,
 * so rather than guess where, the caller keeps the words a class merger recognises as classes.
 */
export function sourceStringWords(
  root: string,
  { dirs = ["app", "components", "lib"], exclude = [] }: { dirs?: readonly string[]; exclude?: readonly string[] } = {},
): string[] {
  const words = new Set<string>();
  const excluded = exclude.map((dir) => path.join(root, dir) + path.sep);
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files.filter((f) => !excluded.some((dir) => f.startsWith(dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) addWords(node.text, words);
      else if (ts.isTemplateExpression(node)) {
        addWords(node.head.text, words);
        for (const span of node.templateSpans) addWords(span.literal.text, words);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}
