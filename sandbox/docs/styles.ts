/** Inline styles of the docs page (no external assets: the sandbox works offline). */
export const DOCS_CSS = `
:root{color-scheme:light dark;--fg:#1b1f24;--muted:#5b6470;--bg:#fff;--panel:#f5f7fa;--line:#dde2e8}
@media (prefers-color-scheme:dark){:root{--fg:#e6e9ed;--muted:#9aa4b1;--bg:#111418;--panel:#1a1f25;--line:#2b323b}}
*{box-sizing:border-box}body{margin:0;display:grid;grid-template-columns:300px 1fr;font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;border-right:1px solid var(--line);background:var(--panel)}
nav h1{font-size:1.05rem;margin:0 0 .25rem}nav ul{list-style:none;padding-left:0}nav ul ul{padding-left:.5rem;margin:.25rem 0 .75rem}
nav a{color:inherit;text-decoration:none;font-size:.85rem}nav a:hover{text-decoration:underline}.m{display:inline-block;width:3.5em;font-weight:600;font-size:.75rem}
main{padding:1.5rem 2rem;max-width:1000px}h2{border-bottom:1px solid var(--line);padding-bottom:.25rem;margin-top:2.5rem}
.op{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:1rem 0}.op h3{margin:.25rem 0;font-size:1rem}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;padding:0 .4em;color:#fff;font-size:.8rem}
.get{background:#1f6feb}.post{background:#1a7f37}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
.ext,.auth{font-size:.72rem;border:1px solid var(--line);border-radius:99px;padding:0 .5em;margin-left:.4em;color:var(--muted)}.ext{border-color:#bf8700;color:#bf8700}
.summary{font-weight:600;margin:.25rem 0}table{border-collapse:collapse;width:100%;font-size:.85rem}td,th{border:1px solid var(--line);padding:.25rem .5rem;text-align:left}
pre{background:var(--panel);padding:.5rem;overflow:auto;font-size:.78rem;max-height:420px}.responses{padding-left:1rem}
.code{font-weight:700}.c2{color:#1a7f37}.c4{color:#bc4c00}.c5{color:#cf222e}code{font-size:.9em}
@media (max-width:800px){body{display:block}nav{position:static;height:auto}}
`;
