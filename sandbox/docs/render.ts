import { DOCS_CSS } from "./styles";

/** The parts of an OpenAPI 3.1 document the reference page reads. */
type Json = Record<string, unknown>;
const asObject = (v: unknown): Json => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown) => (typeof v === "string" ? v : "");

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface Operation {
  method: string;
  path: string;
  op: Json;
}

function operationsByTag(doc: Json): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(asObject(doc.paths))) {
    for (const method of METHODS) {
      const op = asObject(asObject(item)[method]);
      if (Object.keys(op).length === 0) continue;
      const tag = text(asArray(op.tags)[0]) || "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  return byTag;
}

const anchor = (o: Operation) => `${o.method}-${o.path.replace(/[^a-z0-9]+/gi, "-")}`;

function parametersTable(op: Json): string {
  const params = asArray(op.parameters).map(asObject);
  if (params.length === 0) return "";
  const rows = params
    .map((p) => {
      const schema = asObject(p.schema);
      const type = text(schema.type) || (schema.enum ? "enum" : "");
      const rules = ["minimum", "maximum", "minLength", "maxLength", "pattern"]
        .filter((k) => schema[k] !== undefined)
        .map((k) => `${k} ${String(schema[k])}`);
      if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.length} values`);
      return `<tr><td><code>${escapeHtml(text(p.name))}</code></td><td>${escapeHtml(text(p.in))}</td><td>${escapeHtml(type)}</td><td>${p.required ? "yes" : "no"}</td><td>${escapeHtml(rules.join(", "))}</td></tr>`;
    })
    .join("");
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>rules</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const schemaBlock = (schema: unknown) =>
  `<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function bodySection(op: Json): string {
  const body = asObject(op.requestBody);
  const schema = asObject(asObject(asObject(body.content)["application/json"]).schema);
  if (Object.keys(schema).length === 0) return "";
  return `<h4>Request body <small>application/json${body.required ? ", required" : ""}</small></h4>${schemaBlock(schema)}`;
}

function responsesSection(op: Json): string {
  const items = Object.entries(asObject(op.responses)).map(([code, res]) => {
    const r = asObject(res);
    const schema = asObject(asObject(asObject(r.content)["application/json"]).schema);
    return `<li><span class="code c${code[0]}">${escapeHtml(code)}</span> ${escapeHtml(text(r.description))}${Object.keys(schema).length ? schemaBlock(schema) : ""}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join("")}</ul>`;
}

function operationSection(o: Operation): string {
  const ext = o.op["x-sandbox-extension"] === true ? '<span class="ext">sandbox extension</span>' : "";
  const lock = asArray(o.op.security).length > 0 ? '<span class="auth">Bearer token</span>' : "";
  return `<section class="op" id="${anchor(o)}">
<h3><span class="method ${o.method}">${o.method.toUpperCase()}</span> <code>${escapeHtml(o.path)}</code> ${ext}${lock}</h3>
<p class="summary">${escapeHtml(text(o.op.summary))}</p>
${o.op.description ? `<p>${escapeHtml(text(o.op.description))}</p>` : ""}
${parametersTable(o.op)}${bodySection(o.op)}${responsesSection(o.op)}
</section>`;
}

/** A self-contained HTML reference (no scripts, no CDN) rendered from the OpenAPI document. */
export function renderDocsPage(doc: unknown, specPath: string): string {
  const d = asObject(doc);
  const info = asObject(d.info);
  const groups = [...operationsByTag(d)];
  const nav = groups
    .map(
      ([tag, ops]) =>
        `<li><strong>${escapeHtml(tag)}</strong><ul>${ops
          .map(
            (o) =>
              `<li><a href="#${anchor(o)}"><span class="m">${o.method.toUpperCase()}</span> ${escapeHtml(o.path)}</a></li>`,
          )
          .join("")}</ul></li>`,
    )
    .join("");
  const body = groups
    .map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.map(operationSection).join("")}`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text(info.title))} ${escapeHtml(text(info.version))}</title><style>${DOCS_CSS}</style></head>
<body><nav><h1>${escapeHtml(text(info.title))}</h1><p>Version ${escapeHtml(text(info.version))} · <a href="${escapeHtml(specPath)}">openapi.json</a></p><ul>${nav}</ul></nav>
<main><p>${escapeHtml(text(info.description))}</p>
<p>Authenticate with <code>POST /api/v2/auth/login</code> and send <code>Authorization: Bearer &lt;accessToken&gt;</code>. Errors: 400 <code>{errorCode, arguments[], message[], statusCode}</code>, 500 <code>{statusCode, message[]}</code>, others <code>{errorCode, message[], statusCode}</code>.</p>
${body}</main></body></html>`;
}
