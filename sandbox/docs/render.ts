/** Placeholder replaced below. */
export function renderDocsPage(doc: unknown, specPath: string): string {
  return `<!doctype html><title>API</title><a href="${specPath}">openapi.json</a><pre>${JSON.stringify(doc).length}</pre>`;
}
